// Part of specforge 0.0.0-golden's runtime, copied unchanged. Do not edit: run `specforge generate` again.

/**
 * Recording issues: what a failed check calls, and how its callers learn what happened.
 * Shipped into the generated output as `runtime/validate-issues.ts`; no dependencies.
 */
import type { ValidationIssue } from './validation.js';
import type { Context, Segment } from './validate-run.js';
import { messageOf } from './validate-messages.js';

/**
 * Records an issue at `p`. Returns whether the caller should keep checking: `false`
 * in a quiet context (nothing recorded) and in first-error mode.
 */
export function fail(
  c: Context,
  p: string,
  rule: string,
  expected: unknown,
  actual: unknown,
): boolean {
  if (c.issues === null) return false;
  c.issues.push(issue(p, rule, expected, actual));
  return c.all;
}

/** `expected` and `actual` are left out when undefined (one object shape when both are set). */
function issue(p: string, rule: string, expected: unknown, actual: unknown): ValidationIssue {
  const message = messageOf(rule, expected);
  if (expected !== undefined && actual !== undefined)
    return { path: p, rule, message, expected, actual };
  const result: ValidationIssue = { path: p, rule, message };
  if (expected !== undefined) result.expected = expected;
  if (actual !== undefined) result.actual = actual;
  return result;
}

/** Records an issue at `p` (when recording) and returns `false`: the value's own type is wrong. */
export function reject(
  c: Context,
  p: string,
  rule: string,
  expected: unknown,
  actual: unknown,
): false {
  fail(c, p, rule, expected, actual);
  return false;
}

/**
 * Whether checking goes on after a nested check failed (it recorded its own issues).
 * `segment`: the member the nested check looked at (`'/node'`, or an array index); in
 * first-error mode the issue's path, relative until now, gets it in front.
 */
export function more(c: Context, segment?: Segment): boolean {
  if (c.issues === null) return false;
  if (c.all) return true;
  const last = c.issues[c.issues.length - 1];
  if (c.unwind && segment !== undefined && last !== undefined)
    last.path = (typeof segment === 'number' ? '/' + segment : segment) + last.path;
  return false;
}

/** Issues recorded so far: a check compares it at its end to know whether it passed. */
export function mark(c: Context): number {
  return c.issues === null ? 0 : c.issues.length;
}

/** Whether no issue was recorded since `mark` (a quiet check that gets here passed). */
export function passed(c: Context, mark: number): boolean {
  return c.issues === null || c.issues.length === mark;
}
