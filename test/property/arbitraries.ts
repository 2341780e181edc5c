/**
 * fast-check arbitraries of JSON Schemas (the OAS 3.1 / 2020-12 subset the model reads:
 * every keyword, nesting, schemas without `type`, compositions, `$ref`s, hostile property
 * names) and of JSON values that stress them. Shared: the validators-vs-ajv property test
 * uses them, and so can the mock engine's "every sample passes the validator" test.
 *
 * Left out on purpose, each with its reason: `format` (formats differ between validators by
 * design, see docs/validators.md), `multipleOf` other than integers and powers of two (ajv
 * divides in floating point; specforge's check is exact for decimals), `patternProperties`,
 * `prefixItems`, `discriminator`, `readOnly`/`writeOnly` (read differently by OpenAPI), and the
 * property name `*` (Flask-RESTX's wildcard).
 */
import fc from 'fast-check';

export type JsonSchema = boolean | { [key: string]: unknown };

/** Property names: ordinary, shared with `Object.prototype`, escaped characters. */
export const NAMES = [
  'a',
  'b',
  'id',
  '__proto__',
  'constructor',
  'toString',
  'foo\nbar',
  'foo"bar',
  'é',
];
const STRINGS = ['', 'a', 'ab', 'abc', 'b1', 'ba', '12', '😀', 'a😀', 'job-7', 'A_z', ' '];
const NUMBERS = [0, 1, 2, 3, -1, 1.5, 2.5, 10, 20, 30, 100, -0.5, 0.25, 1e3];
/** Patterns real documents use (anchors, classes, escapes, quantifiers, alternation). */
const PATTERNS = [
  '^a',
  'b$',
  '^[a-c]+$',
  '\\d',
  '^$',
  '^\\w{2,}$',
  '^job-[0-9]+$',
  '^(a|b)',
  '😀',
  '^.{0,2}$',
];
const TYPES = ['null', 'boolean', 'object', 'array', 'number', 'integer', 'string'];
const MULTIPLES = [1, 2, 3, 0.5, 0.25];

const name = fc.constantFrom(...NAMES);
const count = fc.integer({ min: 0, max: 3 });
const number = fc.constantFrom(...NUMBERS);

/** A JSON value built from the pools above, nested up to three levels. */
export const jsonValue: fc.Arbitrary<unknown> = fc.letrec<{ value: unknown }>((tie) => ({
  value: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    fc.constant(null),
    fc.boolean(),
    number,
    fc.integer({ min: -5, max: 40 }),
    fc.constantFrom(...STRINGS),
    fc.array(tie('value'), { maxLength: 4 }),
    fc.dictionary(name, tie('value'), { maxKeys: 4 }),
  ),
})).value;

type Keywords = Record<string, fc.Arbitrary<unknown>>;

/** Optional keywords: each present or not. */
function some(keywords: Keywords): fc.Arbitrary<Record<string, unknown>> {
  return fc.record(keywords, { requiredKeys: [] }) as fc.Arbitrary<Record<string, unknown>>;
}

const stringKeywords: Keywords = {
  minLength: count,
  maxLength: count,
  pattern: fc.constantFrom(...PATTERNS),
};
const numberKeywords: Keywords = {
  minimum: number,
  maximum: number,
  exclusiveMinimum: number,
  exclusiveMaximum: number,
  multipleOf: fc.constantFrom(...MULTIPLES),
};

function arrayKeywords(schema: fc.Arbitrary<JsonSchema>): Keywords {
  return { items: schema, minItems: count, maxItems: count, uniqueItems: fc.boolean() };
}

function objectKeywords(schema: fc.Arbitrary<JsonSchema>): Keywords {
  return {
    properties: fc.dictionary(name, schema, { maxKeys: 3 }),
    required: fc.uniqueArray(name, { maxLength: 3 }),
    additionalProperties: fc.oneof(fc.boolean(), schema),
    minProperties: count,
    maxProperties: count,
  };
}

const type = fc.oneof(
  fc.constantFrom(...TYPES),
  fc.uniqueArray(fc.constantFrom(...TYPES), { minLength: 1, maxLength: 3 }),
);

/** Schemas; `refs` are the `$ref`s a schema may use (named schemas of the same document). */
export function schemaArbitrary(refs: string[] = [], depth = 3): fc.Arbitrary<JsonSchema> {
  return fc.letrec<{ schema: JsonSchema }>((tie) => {
    const inner = tie('schema');
    const leaf = fc.oneof(
      fc.boolean(),
      fc.record({ type: fc.constantFrom(...TYPES) }),
      ...(refs.length > 0 ? [fc.record({ $ref: fc.constantFrom(...refs) })] : []),
    );
    const keywords = fc
      .tuple(
        fc.option(type, { nil: undefined, freq: 2 }),
        some(stringKeywords),
        some(numberKeywords),
        some(arrayKeywords(inner)),
        some(objectKeywords(inner)),
        some({
          enum: fc.array(jsonValue, { minLength: 1, maxLength: 4 }),
          const: jsonValue,
          allOf: fc.array(inner, { minLength: 1, maxLength: 3 }),
          anyOf: fc.array(inner, { minLength: 1, maxLength: 3 }),
          oneOf: fc.array(inner, { minLength: 1, maxLength: 3 }),
          not: inner,
        }),
      )
      .chain(([declared, ...groups]) => pickFew(groups, declared));
    return {
      schema: fc.oneof(
        { depthSize: 'small', maxDepth: depth, depthIdentifier: 'schema' },
        leaf,
        keywords,
        keywords,
      ),
    };
  }).schema;
}

/** A few keywords of the groups (all of them would make almost every schema unsatisfiable). */
function pickFew(groups: Record<string, unknown>[], declared: unknown): fc.Arbitrary<JsonSchema> {
  const all = groups.flatMap((group) => Object.entries(group));
  return fc.subarray(all, { maxLength: 3 }).map((entries) => {
    const schema: Record<string, unknown> = Object.fromEntries(entries);
    if (declared !== undefined) schema.type = declared;
    return schema;
  });
}

/** A document of `count` named schemas `N0…`: the later ones may `$ref` the earlier ones. */
export function documentArbitrary(count: number): fc.Arbitrary<Record<string, JsonSchema>> {
  const base = Math.ceil(count / 4);
  const refs = Array.from({ length: base }, (_, i) => `#/components/schemas/N${i}`);
  return fc
    .tuple(
      fc.array(schemaArbitrary(), { minLength: base, maxLength: base }),
      fc.array(schemaArbitrary(refs), { minLength: count - base, maxLength: count - base }),
    )
    .map(([first, rest]) =>
      Object.fromEntries([...first, ...rest].map((schema, i) => [`N${i}`, schema])),
    );
}

/** Values for a schema: random ones, plus the schema's own enum/const members and examples. */
export function valuesFor(schema: JsonSchema): fc.Arbitrary<unknown> {
  const own: unknown[] = [];
  if (typeof schema === 'object') {
    if (Array.isArray(schema.enum)) own.push(...schema.enum);
    if ('const' in schema) own.push(schema.const);
  }
  return own.length === 0 ? jsonValue : fc.oneof(jsonValue, fc.constantFrom(...own));
}
