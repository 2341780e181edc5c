// Part of specforge 0.0.0-golden's runtime, copied unchanged. Do not edit: run `specforge generate` again.

/**
 * Validation results, shared by the generated validators and the client.
 * Shipped into the generated output as `runtime/validation.ts`: no dependencies.
 */

/** One reason a value does not match its schema. */
export interface ValidationIssue {
  /** JSON pointer into the validated value, `''` for the value itself (e.g. `/result/0/state`). */
  path: string;
  /** The schema keyword that failed: `type`, `required`, `enum`, `format`, `minLength` … */
  rule: string;
  message: string;
  expected?: unknown;
  actual?: unknown;
}

export type ValidationResult<T> = { ok: true; value: T } | { ok: false; errors: ValidationIssue[] };

/** Options of every generated validator (see docs/validators.md). */
export interface ValidateOptions {
  /** `strict` (default): exactly what the document says; `lenient`: accept known installation habits. */
  mode?: 'strict' | 'lenient';
  /** Report every issue (default `true`), or stop at the first one. */
  allErrors?: boolean;
  /**
   * Members may be absent wherever the schema requires them (present ones are checked):
   * what an answer to an `X-Fields` mask holds. The envelope's own members stay required.
   */
  partial?: boolean;
}

export type Validator<T = unknown> = (
  value: unknown,
  options?: ValidateOptions,
) => ValidationResult<T>;

/** A success envelope as the service sends it: what operation result validators accept. */
export interface SuccessEnvelope<T> {
  status: 'success';
  result: T;
}

/** The validators of one operation, keyed in a table by operation id. */
export interface OperationValidators {
  /** `{ path?, query?, headers? }` as the client sends them. */
  params?: Validator;
  body?: Validator;
  /** The whole response envelope `{ status, result }` (or the raw body when not enveloped). */
  result?: Validator;
}
