/**
 * Stable comparison of IR values: deep equality by canonical JSON (src/json/canonical.ts),
 * and structural keys that ignore where a node came from (pointers) or what it says about
 * itself (descriptions) — the diff uses them to tell "moved" from "changed", and tests use
 * them to compare renderings of one document.
 */
import { canonicalJson } from '../json/canonical.js';
import type { Schema } from './types.js';

/** Deep equality of plain data (key order never matters, array order always does). */
export function deepEqual(a: unknown, b: unknown): boolean {
  return a === b || canonicalJson(a) === canonicalJson(b);
}

/** A copy of `value` without the given keys, at every depth (e.g. `pointer`). */
export function omitKeys<T>(value: T, keys: ReadonlySet<string>): T {
  if (value === null || typeof value !== 'object') return value;
  if (Array.isArray(value)) return (value as unknown[]).map((item) => omitKeys(item, keys)) as T;
  const out: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(value as Record<string, unknown>)) {
    if (!keys.has(key)) out[key] = omitKeys(item, keys);
  }
  return out as T;
}

/** Keys that say where a node is or what it says, not what values it accepts. */
export const documentationKeys: ReadonlySet<string> = new Set([
  'pointer',
  'title',
  'description',
  'example',
  'deprecated',
]);

/**
 * A string that is equal for two schemas exactly when they accept the same shapes
 * as written (same kinds, names, constraints, nullability), whatever their pointers,
 * titles, descriptions or examples.
 */
export function schemaKey(schema: Schema): string {
  return canonicalJson(omitKeys(schema, documentationKeys));
}

/** Equality of two schemas by `schemaKey`. */
export function sameSchema(a: Schema, b: Schema): boolean {
  return schemaKey(a) === schemaKey(b);
}
