/** Narrowing helpers for the untyped parsed document. */
import { isRecord } from '../json/value.js';
import { sortKeysInPlace } from '../json/sort-keys.js';

export type Json = Record<string, unknown>;

export { isRecord } from '../json/value.js';

/** The object at `key`, or an empty object. */
export function objectAt(node: Json, key: string): Json {
  const value = node[key];
  return isRecord(value) ? value : {};
}

export function stringAt(node: Json, key: string): string | undefined {
  const value = node[key];
  return typeof value === 'string' ? value : undefined;
}

export function numberAt(node: Json, key: string): number | undefined {
  const value = node[key];
  return typeof value === 'number' && Number.isFinite(value) ? value : undefined;
}

/**
 * A document value as text, where a string is expected but anything may stand: `String()`
 * of an object whose own `toString` is not a function throws (the fuzz job's crash), so
 * objects and arrays are written as JSON.
 */
export function textOf(value: unknown): string {
  if (value !== null && typeof value === 'object') return JSON.stringify(value);
  return String(value);
}

export function arrayAt(node: Json, key: string): unknown[] {
  const value = node[key];
  return Array.isArray(value) ? value : [];
}

export function stringsAt(node: Json, key: string): string[] {
  return arrayAt(node, key).filter((item): item is string => typeof item === 'string');
}

/** Own keys in code-unit order, so no result depends on the document's key order. */
export function sortedKeys(node: Json): string[] {
  return sortKeysInPlace(Object.keys(node));
}

/** `table[key]` for own keys only: document text never reaches `constructor` or `__proto__`. */
export function own<T>(table: Readonly<Record<string, T>>, key: string): T | undefined {
  return Object.prototype.hasOwnProperty.call(table, key) ? table[key] : undefined;
}

/** Sets an own, enumerable key (also `__proto__`, which plain assignment would turn into a prototype). */
export function setOwn(target: Json, key: string, value: unknown): void {
  Object.defineProperty(target, key, {
    value,
    enumerable: true,
    writable: true,
    configurable: true,
  });
}

/** A `$ref` string, only when the node is a reference object (not a property named `$ref`). */
export function refOf(node: unknown): string | undefined {
  return isRecord(node) && typeof node.$ref === 'string' ? node.$ref : undefined;
}
