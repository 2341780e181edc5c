/**
 * Members of objects in the generated validators: their paths (JSON pointers), their
 * presence, and the issues of a member's first check (`required`, or fine when optional).
 * Shipped into the generated output as `runtime/validate-members.ts`; no dependencies.
 * Re-exported by `validate-helpers.ts` (which it imports: the cycle only links functions).
 */
import { fail, type Context } from './validate-helpers.js';

/** Like `fail`, for the member `key` of the value at `p`. */
export function failAt(
  c: Context,
  p: string,
  key: string | number,
  rule: string,
  expected: unknown,
  actual: unknown,
): boolean {
  return fail(c, at(c, p, key), rule, expected, actual);
}

/**
 * A required member `key` failed its first check (`rule`): `undefined` fails every such
 * check, so a missing member is told apart here, off the valid path, and reported as
 * `required`. Returns whether to keep checking, as `fail` does.
 */
export function failRequired(
  c: Context,
  p: string,
  key: string,
  rule: string,
  expected: unknown,
  actual: unknown,
): boolean {
  if (actual === undefined) return failAt(c, p, key, 'required', key, undefined);
  return failAt(c, p, key, rule, expected, actual);
}

/**
 * An optional member `key` failed its first check (`rule`): fine when it is absent
 * (`undefined`, or `null` in lenient mode), else an issue as `failAt` records it.
 */
export function failOptional(
  c: Context,
  p: string,
  key: string,
  rule: string,
  expected: unknown,
  actual: unknown,
): boolean {
  if (!present(actual, c)) return true;
  return failAt(c, p, key, rule, expected, actual);
}

/** The path of member `key`; in a quiet context the path is never read, so none is built. */
export function at(c: Context, p: string, key: string | number): string {
  return c.issues === null ? p : p + '/' + escapePointer(key);
}

/** A JSON pointer segment (RFC 6901). */
export function escapePointer(key: string | number): string {
  if (typeof key === 'number') return String(key);
  return key.indexOf('~') === -1 && key.indexOf('/') === -1
    ? key
    : key.replace(/~/g, '~0').replace(/\//g, '~1');
}

/** An own property; for keys that `Object.prototype` also has (`constructor`, `__proto__` …). */
export function own(v: Record<string, unknown>, key: string): unknown {
  return Object.prototype.hasOwnProperty.call(v, key) ? v[key] : undefined;
}

/** An optional property counts as absent when undefined, and in lenient mode when null. */
export function present(v: unknown, c: Context): boolean {
  return v !== undefined && (v !== null || !c.lenient);
}
