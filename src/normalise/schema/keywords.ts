/**
 * Which JSON type each keyword constrains (JSON Schema: `maxLength` applies to strings and
 * ignores every other value), the types a node declares, and the type inferred from its
 * keywords when it declares none (only when `inferTypes` is on, each time a diagnostic).
 */
import { report, type Context } from '../context.js';
import { isRecord, type Json } from '../json.js';

/** The JSON types a schema can constrain, in the order the typeless union lists them. */
export const JSON_TYPES = ['null', 'boolean', 'object', 'array', 'number', 'string'] as const;

const TYPE_KEYWORDS: Record<string, readonly string[]> = {
  string: ['minLength', 'maxLength', 'pattern', 'format'],
  number: ['minimum', 'maximum', 'exclusiveMinimum', 'exclusiveMaximum', 'multipleOf'],
  array: ['items', 'prefixItems', 'minItems', 'maxItems', 'uniqueItems'],
  object: [
    'properties',
    'required',
    'additionalProperties',
    'patternProperties',
    'minProperties',
    'maxProperties',
  ],
};

const STRUCTURAL = ['type', 'enum', 'const', 'allOf', 'anyOf', 'oneOf', '$ref'];

/** Keywords that say nothing about validity, or are read by `readMeta` for the whole node. */
const NOT_ASSERTIONS = [
  'title',
  'description',
  'readOnly',
  'writeOnly',
  'deprecated',
  'default',
  'example',
  'examples',
  'not',
  'discriminator',
  'xml',
  'externalDocs',
];

/** Whether any keyword of `node` constrains values of some JSON type. */
export function hasTypeKeywords(node: Json): boolean {
  return Object.values(TYPE_KEYWORDS).some((keys) => keys.some((key) => node[key] !== undefined));
}

/** Whether `node` asserts anything beyond its meta (the part left beside a composition). */
export function hasAssertions(node: Json): boolean {
  return hasTypeKeywords(node) || STRUCTURAL.some((key) => node[key] !== undefined);
}

/** `node` without the keywords that belong to the node as a whole (kept by `readMeta`). */
export function withoutMetaKeywords(node: Json): Json {
  const out: Json = {};
  for (const [key, value] of Object.entries(node)) {
    if (!NOT_ASSERTIONS.includes(key)) out[key] = value;
  }
  return out;
}

/** The declared types, `null` left out (3.1 type arrays; nullability is meta). */
export function declaredTypes(node: Json): string[] {
  const declared = Array.isArray(node.type)
    ? node.type
    : node.type === undefined
      ? []
      : [node.type];
  return declared.filter((t): t is string => typeof t === 'string' && t !== 'null');
}

/** The type a node without `type` is read as (`properties` → object, `items` → array). */
export function inferredType(ctx: Context, node: Json, pointer: string): string | undefined {
  if (node.type !== undefined || ctx.options.inferTypes === false) return undefined;
  const because =
    isRecord(node.properties) || node.additionalProperties !== undefined
      ? ['object', '`properties`/`additionalProperties`']
      : node.items !== undefined
        ? ['array', '`items`']
        : undefined;
  if (because === undefined) return undefined;
  report(
    ctx,
    'type-inferred',
    'info',
    pointer,
    `No \`type\`: read as ${because[0]} because of ${because[1]}.`,
    'Set "schemas": { "inferTypes": false } to apply the keywords as JSON Schema does.',
  );
  return because[0];
}
