/**
 * The hand-written runtime the generated validators import, shipped into
 * `<dir>/runtime/` through the shared runtime-file reader (same bytes and banner as
 * the client's copy of `validation.ts`, so both targets may ship it).
 */
export const VALIDATOR_RUNTIME = [
  'validation.ts',
  'validate-helpers.ts',
  'validate-run.ts',
  'validate-convert.ts',
  'validate-issues.ts',
  'validate-envelope.ts',
  'validate-members.ts',
  'validate-formats.ts',
  'validate-messages.ts',
  'validate-values.ts',
  'validate-equal.ts',
  'validate-union.ts',
  'standard-schema.ts',
];
