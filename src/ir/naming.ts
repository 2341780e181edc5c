/**
 * The namespace contract between the normaliser and the emitters for type names: the
 * normaliser makes every `NamedSchema.name` unique and every `OperationName.typeName`
 * unique among operations (both compared without regard to case); `export-names.ts`
 * derives the exported names from them, by the rule of ADR 0003.
 */

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
