/**
 * Helpers the generated validators call. Shipped into the generated output as
 * `runtime/validate-helpers.ts`: no dependencies, small functions the engine inlines.
 *
 * Every generated check has the signature `(v: unknown, p: string, c: Context) => boolean`.
 * On the valid path nothing is allocated: paths are built only when an issue is recorded.
 */
import type {
  ValidateOptions,
  ValidationIssue,
  ValidationResult,
  Validator,
} from './validation.js';
import { describeIssue } from './validate-messages.js';

export type { Validator } from './validation.js';
export * from './validate-envelope.js';
export * from './validate-members.js';
export * from './validate-formats.js';
export * from './validate-values.js';
export * from './validate-union.js';

/** How a check runs: where issues go, whether to keep going, which mode. */
export interface Context {
  /** Where issues go; `null`: stop at the first failure and record nothing (the `isX` path). */
  readonly issues: ValidationIssue[] | null;
  /** Keep checking after the first issue (all-errors mode). */
  readonly all: boolean;
  /** Lenient mode: accept what real installations send (see docs/validators.md). */
  readonly lenient: boolean;
}

type Check = (v: unknown, p: string, c: Context) => boolean;

const QUIET_STRICT: Context = { issues: null, all: false, lenient: false };
const QUIET_LENIENT: Context = { issues: null, all: false, lenient: true };

/** A context that records nothing and stops at the first failure (for unions and `not`). */
export function quiet(c: Context): Context {
  return c.lenient ? QUIET_LENIENT : QUIET_STRICT;
}

/** The quiet context for an `isX` call. */
export function quietFor(options: ValidateOptions | undefined): Context {
  return options !== undefined && options.mode === 'lenient' ? QUIET_LENIENT : QUIET_STRICT;
}

/** Runs a check: the quiet pass first (the fast path for valid data), then one that explains. */
export function run<T>(
  check: Check,
  value: unknown,
  options: ValidateOptions | undefined,
): ValidationResult<T> {
  const quietContext = quietFor(options);
  if (check(value, '', quietContext)) return { ok: true, value: value as T };
  const all = options === undefined || options.allErrors !== false;
  const issues: ValidationIssue[] = [];
  check(value, '', { issues, all, lenient: quietContext.lenient });
  return { ok: false, errors: issues };
}

/** A validator function for a check (what operation validators are made of). */
export function validator<T>(check: Check): Validator<T> {
  return (value, options) => run<T>(check, value, options);
}

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
  const issue: ValidationIssue = { path: p, rule, message: describeIssue(rule, expected) };
  if (expected !== undefined) issue.expected = expected;
  if (actual !== undefined) issue.actual = actual;
  c.issues.push(issue);
  return c.all;
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

/** Whether checking goes on after a nested check failed (it recorded its own issues). */
export function more(c: Context): boolean {
  return c.issues !== null && c.all;
}

/** Issues recorded so far: a check compares it at its end to know whether it passed. */
export function mark(c: Context): number {
  return c.issues === null ? 0 : c.issues.length;
}

/** Whether no issue was recorded since `mark` (a quiet check that gets here passed). */
export function passed(c: Context, mark: number): boolean {
  return c.issues === null || c.issues.length === mark;
}

/** A JSON object (not an array, not null). */
export function isObject(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

/** Number of own keys (for minProperties / maxProperties). */
export function countKeys(v: Record<string, unknown>): number {
  return Object.keys(v).length;
}
