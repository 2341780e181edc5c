// Part of specforge 0.0.0-golden's runtime, copied unchanged. Do not edit: run `specforge generate` again.

/**
 * Everything the generated validators call, as one namespace (`import * as h`).
 * Shipped into the generated output as `runtime/validate-helpers.ts`; no dependencies.
 * One file per concern: running a check (`validate-run.ts`), recording issues
 * (`validate-issues.ts`), members of objects, values, JSON equality, formats, unions, the
 * envelope.
 */
export type { Validator } from './validation.js';
export * from './validate-run.js';
export * from './validate-issues.js';
export * from './validate-members.js';
export * from './validate-values.js';
export * from './validate-equal.js';
export * from './validate-formats.js';
export * from './validate-union.js';
export * from './validate-envelope.js';
export * from './standard-schema.js';
