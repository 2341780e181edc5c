/**
 * Members of objects in the generated validators: their paths (JSON pointers), their
 * presence, and the issues of a member's first check (`required`, or fine when optional).
 * Shipped into the generated output as `runtime/validate-members.ts`; no dependencies.
 *
 * A member is named by its segment: the JSON pointer (RFC 6901) from its parent to it,
 * slash included (`'/state'`, `'/a~1b'`), or an array index (a number). The generator
 * writes the segments of member names it knows, escaped, so a failure at the top level
 * records a constant as its path (no string is built); a key read in a loop is escaped
 * (`keySegment`, `atKey`) only when an issue is recorded.
 */
import type { Context, Segment } from './validate-run.js';
import { fail } from './validate-issues.js';
import { REMOVE } from './validate-convert.js';

/** Like `fail`, for the member `segment` of the value at `p`. */
export function failAt(
  c: Context,
  p: string,
  segment: Segment,
  rule: string,
  expected: unknown,
  actual: unknown,
): boolean {
  // A masked answer (`partial`) leaves out what the mask did not ask for.
  if (rule === 'required' && c.partial) return true;
  return c.issues !== null && fail(c, member(p, segment), rule, expected, actual);
}

/**
 * A required member failed its first check (`rule`): `undefined` fails every such
 * check, so a missing member is told apart here, off the valid path, and reported as
 * `required`. Returns whether to keep checking, as `fail` does.
 */
export function failRequired(
  c: Context,
  p: string,
  segment: string,
  rule: string,
  expected: unknown,
  actual: unknown,
): boolean {
  if (actual === undefined)
    return failAt(c, p, segment, 'required', unescapePointer(segment.slice(1)), undefined);
  return failAt(c, p, segment, rule, expected, actual);
}

/**
 * An optional member failed its first check (`rule`): fine when it is absent
 * (`undefined`, or `null` in lenient mode), else an issue as `failAt` records it.
 */
export function failOptional(
  c: Context,
  p: string,
  segment: string,
  rule: string,
  expected: unknown,
  actual: unknown,
): boolean {
  if (!present(actual, c, p, segment)) return true;
  return failAt(c, p, segment, rule, expected, actual);
}

/**
 * The path of a member for a nested check. Built only when all issues are recorded:
 * a quiet check never reads it, and first-error mode adds it on the way back (`more`).
 */
export function at(c: Context, p: string, segment: Segment): string {
  return c.issues === null || c.unwind ? p : member(p, segment);
}

/** `at` for a key read in a loop, escaped only when the path is built. */
export function atKey(c: Context, p: string, key: string): string {
  return c.issues === null || c.unwind ? p : member(p, keySegment(key));
}

/** `p` followed by a segment: at the top (`p` empty) a member's path is its segment. */
export function member(p: string, segment: Segment): string {
  if (typeof segment === 'number') return p + '/' + segment;
  return p === '' ? segment : p + segment;
}

/** The segment of a member name: `'/'` and the name escaped (RFC 6901). */
export function keySegment(key: string): string {
  return key.indexOf('~') === -1 && key.indexOf('/') === -1
    ? '/' + key
    : '/' + key.replace(/~/g, '~0').replace(/\//g, '~1');
}

function unescapePointer(token: string): string {
  return token.indexOf('~') === -1 ? token : token.replace(/~1/g, '/').replace(/~0/g, '~');
}

/** An own property; for keys that `Object.prototype` also has (`constructor`, `__proto__` …). */
export function own(v: Record<string, unknown>, key: string): unknown {
  return Object.prototype.hasOwnProperty.call(v, key) ? v[key] : undefined;
}

/**
 * An optional property counts as absent when undefined, and in lenient mode when null:
 * the converting pass records that the property goes (the type says `name?: T`, not null).
 */
export function present(v: unknown, c: Context, p: string, segment: string): boolean {
  if (v === undefined) return false;
  if (v !== null || !c.relax) return true;
  if (c.fixes !== null) c.fixes.push({ path: member(p, segment), to: REMOVE });
  return false;
}

/** A JSON object (not an array, not null). */
export function isObject(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

/** Number of own keys (for minProperties / maxProperties). */
export function countKeys(v: Record<string, unknown>): number {
  return Object.keys(v).length;
}
