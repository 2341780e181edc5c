/**
 * Builds an OpenAPI document from JSON-Schema-Test-Suite files, as a user's document would
 * hold the schemas: each group's schema becomes `components.schemas.S<n>`, its local
 * `$ref`s rewritten to point inside that entry (`#/definitions/a` → `#/components/schemas/S7/definitions/a`).
 * Nothing else is changed: the schemas reach `normalise()` as the suite wrote them.
 */
import { readFileSync } from 'node:fs';

export interface SuiteGroup {
  description: string;
  schema: unknown;
  tests: { description: string; data: unknown; valid: boolean }[];
}

export interface SuiteEntry {
  file: string;
  group: SuiteGroup;
  /** The key under `components.schemas`. */
  key: string;
}

/** Keywords whose value is one schema, a list of schemas, or a map of schemas. */
const ONE = [
  'additionalProperties',
  'additionalItems',
  'not',
  'items',
  'contains',
  'propertyNames',
];
const LIST = ['allOf', 'anyOf', 'oneOf', 'items', 'prefixItems'];
const MAP = ['properties', 'patternProperties', 'definitions', '$defs', 'dependencies'];

export function suiteDocument(
  files: { name: string; path: string }[],
  openapi: '3.0.3' | '3.1.0',
): { document: Record<string, unknown>; entries: SuiteEntry[] } {
  const schemas: Record<string, unknown> = {};
  const entries: SuiteEntry[] = [];
  for (const file of files) {
    const groups = JSON.parse(readFileSync(file.path, 'utf8')) as SuiteGroup[];
    for (const group of groups) {
      const key = `S${String(entries.length).padStart(4, '0')}`;
      schemas[key] = rewriteRefs(group.schema, `#/components/schemas/${key}`);
      entries.push({ file: file.name, group, key });
    }
  }
  const document = {
    openapi,
    info: { title: 'JSON-Schema-Test-Suite', version: '1' },
    paths: {},
    components: { schemas },
  };
  return { document, entries };
}

/** A copy of `schema` whose local refs point into `base`; data (`enum`, `const` …) untouched. */
function rewriteRefs(schema: unknown, base: string): unknown {
  if (typeof schema !== 'object' || schema === null || Array.isArray(schema)) return schema;
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(schema as Record<string, unknown>)) {
    if (key === '$ref' && typeof value === 'string' && value.startsWith('#')) {
      out[key] = value === '#' ? base : value.startsWith('#/') ? base + value.slice(1) : value;
    } else if (LIST.includes(key) && Array.isArray(value)) {
      out[key] = value.map((item) => rewriteRefs(item, base));
    } else if (MAP.includes(key) && typeof value === 'object' && value !== null) {
      out[key] = Object.fromEntries(
        Object.entries(value).map(([name, item]) => [name, rewriteRefs(item, base)]),
      );
    } else out[key] = ONE.includes(key) ? rewriteRefs(value, base) : value;
  }
  return out;
}
