import { isReservedWord } from './reserved-words.js';

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

/**
 * Word splitting and PascalCase live here, not in normalise/, because both the
 * normaliser (schema and operation stems) and `export-names.ts` (enum type names
 * built from a schema and a property) derive names with them, and must agree.
 */

/** The ASCII words of a name, accents folded, everything else a separator. */
export function words(name: string): string[] {
  // ASCII needs no folding (most names are ASCII, and normalize() is slow).
  // eslint-disable-next-line no-control-regex -- the whole ASCII range, controls included
  const folded = /^[\x00-\x7f]*$/.test(name)
    ? name
    : name.normalize('NFKD').replace(/[\u0300-\u036f]/g, '');
  // The runs themselves, not a split and a filter of the empty pieces (~6 MB of garbage at
  // 5 000 operations): the same words in the same order.
  return folded.match(/[A-Za-z0-9]+/g) ?? [];
}

export function upperFirst(word: string): string {
  return word.charAt(0).toUpperCase() + word.slice(1);
}

/** An empty name becomes the fallback, a leading digit gets `_`, a reserved word a `_` suffix. */
export function safeName(name: string, fallback: string): string {
  const text = name === '' ? fallback : name;
  const prefixed = /^[0-9]/.test(text) ? `_${text}` : text;
  return isReservedWord(prefixed) ? `${prefixed}_` : prefixed;
}

/** `simple-user` → `SimpleUser`; `job_list` → `JobList`; empty → the fallback. */
export function pascalCase(name: string, fallback = 'Schema'): string {
  const parts = words(name);
  // A loop, not map and join: no array per name while V8's optimising compiler is off.
  let joined = '';
  for (let i = 0; i < parts.length; i++) joined += upperFirst(parts[i] as string);
  return safeName(joined, fallback);
}

/** `JobState` → `JOB_STATE`; `HTTPStatus` → `HTTP_STATUS`; `Odd3dMode` → `ODD_3D_MODE`. */
export function constantCase(name: string): string {
  return name
    .replace(/([a-z0-9])([A-Z])/g, '$1_$2')
    .replace(/([A-Za-z])([0-9])/g, '$1_$2')
    .replace(/([A-Z])([A-Z][a-z])/g, '$1_$2')
    .toUpperCase();
}
