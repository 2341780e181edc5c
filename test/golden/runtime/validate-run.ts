// Part of specforge 0.0.0-golden's runtime, copied unchanged. Do not edit: run `specforge generate` again.

/**
 * How a generated check runs: its context (where issues go, which mode) and the three ways
 * of calling it (`validateX` all errors or first error, `isX`).
 * Shipped into the generated output as `runtime/validate-run.ts`; no dependencies.
 *
 * Every generated check has the signature `(v: unknown, p: string, c: Context) => boolean`.
 * A valid value costs what the `isX` guard costs in every mode: nothing is allocated but
 * the result (the contexts below are made once).
 */
import { standardProps, type StandardValidator } from './standard-schema.js';
import { convert, type Fix } from './validate-convert.js';
import type {
  ValidateOptions,
  ValidationIssue,
  ValidationResult,
  Validator,
} from './validation.js';

/** How a check runs: where issues go, whether to keep going, which mode. */
export interface Context {
  /** Where issues go; `null`: stop at the first failure and record nothing (the `isX` path). */
  readonly issues: ValidationIssue[] | null;
  /** Keep checking after the first issue (all-errors mode). */
  readonly all: boolean;
  /** Lenient mode: accept what real installations send (see docs/validators.md). */
  readonly lenient: boolean;
  /**
   * The lenient type relaxations (a number sent as a string, `null` for an optional
   * property) apply: true in lenient mode, except in the pass that checks a converted
   * value and in `isX` (a type guard cannot convert, so it accepts only the declared types).
   */
  readonly relax: boolean;
  /** The converting pass: where the relaxations record their conversions (else `null`). */
  readonly fixes: Fix[] | null;
  /**
   * First-error mode: no path is built on the way down (valid data costs what the quiet
   * pass costs, in one pass); the one issue gets its path on the way back up (`more`).
   */
  readonly unwind: boolean;
  /** Required members may be absent (`ValidateOptions.partial`: an answer to a field mask). */
  readonly partial: boolean;
}

export type Check = (v: unknown, p: string, c: Context) => boolean;

/**
 * Where a member sits in its parent: the JSON pointer from the parent to it, slash
 * included (`'/state'`, `'/a~1b'`), or an array index.
 */
export type Segment = string | number;

/** The mode of a call whose options name none (`validators.mode` of the config). */
export type Mode = NonNullable<ValidateOptions['mode']>;

/**
 * Every context is made here, so all have one object shape: a check called with contexts
 * of several shapes (the quiet pass, then the recording one) reads `c.issues` through a
 * polymorphic inline cache, measurably slower on the failure path.
 */
export function context(
  issues: ValidationIssue[] | null,
  all: boolean,
  lenient: boolean,
  relax: boolean,
  unwind: boolean,
  partial: boolean,
  fixes: Fix[] | null,
): Context {
  return { issues, all, lenient, relax, unwind, partial, fixes };
}

/** One quiet context per mode, partial or not (`quiet(c)` keeps both). */
const QUIET: readonly Context[] = [false, true].flatMap((partial) =>
  [false, true].map((lenient) => context(null, false, lenient, lenient, false, partial, null)),
);

/** Lenient without the type relaxations (lenient formats only), partial or not. */
const TYPED: readonly Context[] = [false, true].map((partial) =>
  context(null, false, true, false, false, partial, null),
);

/**
 * First-error contexts, made once: their `issues` is scratch space, empty between calls
 * (a run takes the one issue out before it returns). Reuse is safe because a check never
 * calls back into a run while an issue is recorded: reads of the value come before it.
 */
const FIRST: readonly Context[] = [false, true].flatMap((partial) =>
  [false, true].map((lenient) => context([], false, lenient, lenient, true, partial, null)),
);

/** The context of `contexts` for a mode: strict, lenient, then their partial forms. */
function pick(contexts: readonly Context[], lenient: boolean, partial: boolean): Context {
  return contexts[(partial ? 2 : 0) + (lenient ? 1 : 0)] as Context;
}

/** A context that records nothing and stops at the first failure (for unions and `not`). */
export function quiet(c: Context): Context {
  if (c.lenient && !c.relax) return TYPED[c.partial ? 1 : 0] as Context;
  return pick(QUIET, c.lenient, c.partial);
}

/** The quiet context for an `isX` call: a type guard cannot convert, so no relaxations. */
export function quietFor(options: ValidateOptions | undefined, mode: Mode = 'strict'): Context {
  const partial = options?.partial === true;
  return isLenient(options, mode)
    ? (TYPED[partial ? 1 : 0] as Context)
    : pick(QUIET, false, partial);
}

function isLenient(options: ValidateOptions | undefined, mode: Mode): boolean {
  const chosen = options === undefined || options.mode === undefined ? mode : options.mode;
  return chosen === 'lenient';
}

/**
 * Runs a check. All errors: the quiet pass first (the fast path for valid data), then one
 * that explains. First error: one pass that records the first issue and stops there.
 */
export function run<T>(
  check: Check,
  value: unknown,
  options: ValidateOptions | undefined,
  mode: Mode = 'strict',
): ValidationResult<T> {
  const lenient = isLenient(options, mode);
  const partial = options !== undefined && options.partial === true;
  if (options !== undefined && options.allErrors === false)
    return first(check, value, lenient, partial);
  if (check(value, '', pick(QUIET, lenient, partial)))
    return lenient ? settle<T>(check, value, partial, true) : { ok: true, value: value as T };
  const issues: ValidationIssue[] = [];
  check(value, '', context(issues, true, lenient, lenient, false, partial, null));
  return { ok: false, errors: issues };
}

function first<T>(
  check: Check,
  value: unknown,
  lenient: boolean,
  partial: boolean,
): ValidationResult<T> {
  const c = pick(FIRST, lenient, partial);
  const scratch = c.issues as ValidationIssue[];
  // Left over only if a check threw (a stack overflow on a deep value). Setting `length`
  // is a call into the engine; `pop` is not: the valid path never does the former.
  if (scratch.length !== 0) scratch.length = 0;
  if (check(value, '', c))
    return lenient ? settle<T>(check, value, partial, false) : { ok: true, value: value as T };
  const issue = scratch.pop() as ValidationIssue;
  // A failed union names a path inside it in its message: that needs the path on the way down.
  if (issue.rule !== 'oneOf' && issue.rule !== 'anyOf') return { ok: false, errors: [issue] };
  const issues: ValidationIssue[] = [];
  check(value, '', context(issues, false, lenient, lenient, false, partial, null));
  return { ok: false, errors: issues };
}

/** A validator function for a check (what operation validators are made of), with `~standard`. */
export function validator<T>(check: Check, mode: Mode = 'strict'): StandardValidator<T> {
  const validate: Validator<T> = (value, options) => run<T>(check, value, options, mode);
  return Object.assign(validate, { '~standard': standardProps(validate) });
}

/**
 * A lenient success, made honest (docs/validators.md, "Lenient mode is honest"): a value
 * valid without the type relaxations is returned as it is (the usual case: one more quiet
 * pass); else a converting pass records each relaxation it used, they are applied to a
 * copy (`convert`), and the copy must pass without relaxations, or the value is refused.
 */
function settle<T>(
  check: Check,
  value: unknown,
  partial: boolean,
  all: boolean,
): ValidationResult<T> {
  const typed = TYPED[partial ? 1 : 0] as Context;
  if (check(value, '', typed)) return { ok: true, value: value as T };
  const fixes: Fix[] = [];
  check(value, '', context([], true, true, true, false, partial, fixes));
  const converted = convert(value, fixes);
  if (check(converted, '', typed)) return { ok: true, value: converted as T };
  // A relaxation inside a oneOf/anyOf variant is not converted (see the docs): refused.
  const issues: ValidationIssue[] = [];
  check(converted, '', context(issues, all, true, false, false, partial, null));
  return { ok: false, errors: all ? issues : issues.slice(0, 1) };
}
