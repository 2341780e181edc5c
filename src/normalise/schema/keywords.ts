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

// Sets, matched against a node's own keys: a schema node holds a few keys, and probing it for
// each of the 27 keywords cost a failed property lookup per absent one, on objects of
// thousands of shapes (asked of every schema node).
const ALL_TYPE_KEYWORDS = new Set(Object.values(TYPE_KEYWORDS).flat());
const ASSERTION_KEYWORDS = new Set([...ALL_TYPE_KEYWORDS, ...STRUCTURAL]);

/** Whether any keyword of `node` constrains values of some JSON type. */
export function hasTypeKeywords(node: Json): boolean {
  return anyPresent(node, ALL_TYPE_KEYWORDS);
}

/**
 * Whether `node` asserts anything beyond its meta (the part left beside a composition);
 * keywords in `except` do not count (the caller has decided them already).
 */
export function hasAssertions(node: Json, except?: ReadonlySet<string>): boolean {
  return anyPresent(node, ASSERTION_KEYWORDS, except);
}

function anyPresent(node: Json, keys: ReadonlySet<string>, except?: ReadonlySet<string>): boolean {
  const own = Object.keys(node);
  for (let i = 0; i < own.length; i++) {
    const key = own[i] as string;
    if (keys.has(key) && node[key] !== undefined && !except?.has(key)) return true;
  }
  return false;
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
  const type = node.type;
  // The usual one-string `type` without a filter pass (asked of every schema node).
  if (typeof type === 'string') return type === 'null' ? [] : [type];
  if (!Array.isArray(type)) return [];
  return type.filter((t): t is string => typeof t === 'string' && t !== 'null');
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
