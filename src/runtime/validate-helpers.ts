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
import { member } from './validate-members.js';

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
  /**
   * First-error mode: no path is built on the way down (valid data costs what the quiet
   * pass costs, in one pass); the one issue gets its path on the way back up (`more`).
   */
  readonly unwind: boolean;
}

type Check = (v: unknown, p: string, c: Context) => boolean;

const QUIET_STRICT: Context = { issues: null, all: false, lenient: false, unwind: false };
const QUIET_LENIENT: Context = { issues: null, all: false, lenient: true, unwind: false };

/** A context that records nothing and stops at the first failure (for unions and `not`). */
export function quiet(c: Context): Context {
  return c.lenient ? QUIET_LENIENT : QUIET_STRICT;
}

/** The quiet context for an `isX` call. */
export function quietFor(options: ValidateOptions | undefined): Context {
  return options !== undefined && options.mode === 'lenient' ? QUIET_LENIENT : QUIET_STRICT;
}

/**
 * Runs a check. All errors: the quiet pass first (the fast path for valid data), then one
 * that explains. First error: one pass that records the first issue and stops there.
 */
export function run<T>(
  check: Check,
  value: unknown,
  options: ValidateOptions | undefined,
): ValidationResult<T> {
  const lenient = options !== undefined && options.mode === 'lenient';
  const issues: ValidationIssue[] = [];
  if (options !== undefined && options.allErrors === false) {
    if (check(value, '', { issues, all: false, lenient, unwind: true }))
      return { ok: true, value: value as T };
    // A failed union names a path inside it in its message: that needs the path on the way down.
    const rule = issues[0]?.rule;
    if (rule === 'oneOf' || rule === 'anyOf') {
      issues.length = 0;
      check(value, '', { issues, all: false, lenient, unwind: false });
    }
    return { ok: false, errors: issues };
  }
  if (check(value, '', lenient ? QUIET_LENIENT : QUIET_STRICT))
    return { ok: true, value: value as T };
  check(value, '', { issues, all: true, lenient, unwind: false });
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
  const issue: ValidationIssue = { path: p, rule, message: message(rule, expected) };
  if (expected !== undefined) issue.expected = expected;
  if (actual !== undefined) issue.actual = actual;
  c.issues.push(issue);
  return c.all;
}

/** Messages by rule and expected value, built once: invalid data repeats the same few. */
const MESSAGES = new Map<string, Map<string | number, string>>();
const MESSAGES_PER_RULE = 256;

function message(rule: string, expected: unknown): string {
  if (typeof expected !== 'string' && typeof expected !== 'number')
    return describeIssue(rule, expected);
  let byRule = MESSAGES.get(rule);
  if (byRule === undefined) MESSAGES.set(rule, (byRule = new Map<string | number, string>()));
  let text = byRule.get(expected);
  if (text === undefined) {
    text = describeIssue(rule, expected);
    if (byRule.size < MESSAGES_PER_RULE) byRule.set(expected, text);
  }
  return text;
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
 * `segment`: the member the nested check looked at; in first-error mode the issue's
 * path, relative until now, gets it in front.
 */
export function more(c: Context, segment?: string | number): boolean {
  if (c.issues === null) return false;
  if (c.all) return true;
  const last = c.issues[c.issues.length - 1];
  if (c.unwind && segment !== undefined && last !== undefined)
    last.path = member('', segment) + last.path;
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

/** A JSON object (not an array, not null). */
export function isObject(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

/** Number of own keys (for minProperties / maxProperties). */
export function countKeys(v: Record<string, unknown>): number {
  return Object.keys(v).length;
}
