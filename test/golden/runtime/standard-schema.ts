// Part of specforge 0.0.0-golden's runtime, copied unchanged. Do not edit: run `specforge generate` again.

/**
 * Standard Schema v1 (https://standardschema.dev): every generated validator also exposes
 * `~standard`, so that form libraries, tRPC, Hono and others take specforge validators as
 * they are. The interface is copied here (structurally identical to `@standard-schema/spec`
 * 1.x, MIT), not imported: generated code has no dependencies and must compile without
 * the package installed.
 * Shipped into the generated output as `runtime/standard-schema.ts`: no dependencies.
 */
import type { ValidationIssue, ValidationResult, Validator } from './validation.js';

/** A Standard Schema: what libraries that accept one read. */
export interface StandardSchemaV1<Input = unknown, Output = Input> {
  /** The Standard Schema properties. */
  readonly '~standard': StandardSchemaProps<Input, Output>;
}

/** `~standard`: version 1, vendor `specforge`, `validate`, and the types (for inference only). */
export interface StandardSchemaProps<Input = unknown, Output = Input> {
  /** The version number of the standard. */
  readonly version: 1;
  /** The vendor name of the schema library: `specforge`. */
  readonly vendor: string;
  /** Validates unknown input values. */
  readonly validate: (
    value: unknown,
    options?: StandardOptions | undefined,
  ) => StandardResult<Output> | Promise<StandardResult<Output>>;
  /** Inferred types associated with the schema (never set at run time). */
  readonly types?: StandardTypes<Input, Output> | undefined;
}

/** Options a library may pass to `validate` (specforge reads none). */
export interface StandardOptions {
  /** Vendor-specific parameters. */
  readonly libraryOptions?: Record<string, unknown> | undefined;
}

/** The input and output types, for inference. */
export interface StandardTypes<Input = unknown, Output = Input> {
  /** The input type of the schema. */
  readonly input: Input;
  /** The output type of the schema. */
  readonly output: Output;
}

/** The result of `validate`: the value, or the issues. */
export type StandardResult<Output> =
  | { readonly value: Output; readonly issues?: undefined }
  | { readonly issues: ReadonlyArray<StandardIssue> };

/** One issue: a message and the path to the value at fault. */
export interface StandardIssue {
  /** The error message of the issue. */
  readonly message: string;
  /** The path of the issue: keys and array indices from the validated value down. */
  readonly path?: ReadonlyArray<PropertyKey | { readonly key: PropertyKey }> | undefined;
}

/** A specforge validator that is also a Standard Schema (`validateJobListParams` …). */
export type StandardValidator<T> = Validator<T> & StandardSchemaV1<T, T>;

/** `~standard` for a specforge validator (`validateX(value)` → a `ValidationResult`). */
export function standardProps<T>(
  validate: (value: unknown) => ValidationResult<T>,
): StandardSchemaProps<T, T> {
  return {
    version: 1,
    vendor: 'specforge',
    validate: (value) => {
      const result = validate(value);
      return result.ok ? { value: result.value } : { issues: result.errors.map(standardIssue) };
    },
  };
}

/** A specforge issue as a Standard Schema issue: the JSON pointer becomes path segments. */
function standardIssue(issue: ValidationIssue): StandardIssue {
  const path = issue.path === '' ? [] : issue.path.slice(1).split('/').map(segment);
  return { message: issue.message, path };
}

/** `~1` → `/`, `~0` → `~`; an array index becomes a number. */
function segment(text: string): PropertyKey {
  const key = text.replace(/~1/g, '/').replace(/~0/g, '~');
  return /^(0|[1-9][0-9]*)$/.test(key) ? Number(key) : key;
}
