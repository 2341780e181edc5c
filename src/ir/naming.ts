/**
 * The namespace contract between the normaliser and the emitters for type names.
 *
 * Named schemas and per-operation types share one namespace in generated code. The
 * normaliser guarantees that, compared without regard to case:
 * - every `NamedSchema.name` is unique;
 * - for every operation and every suffix below, `typeName + suffix` is unique and equals
 *   no schema name (so `JobListParams` or `JobListResult` can never clash with a schema).
 * Emitters that derive type names from `OperationName.typeName` use only these suffixes.
 */
export const operationTypeSuffixes = [
  '',
  'Params',
  'Args',
  'PathParams',
  'Query',
  'Headers',
  'Body',
  'Result',
  'Response',
  'Error',
] as const;

/**
 * Members of the generated client object that resource groups must not shadow: a first
 * group segment equal to one of these gets a `_` suffix (`/request/…` → `api.request_`).
 */
export const reservedClientMembers: readonly string[] = [
  'login',
  'logout',
  'request',
  'session',
  'options',
];
