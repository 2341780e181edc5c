/**
 * fast-check arbitraries of malformed schemas for the generate fuzz job: structurally a
 * schema, but any keyword may carry the wrong type, hostile names, missing or self `$ref`s,
 * empty compositions, huge or odd numbers. Valid schemas are left to the property tests;
 * here every keyword is as likely to be junk as not.
 */
import fc from 'fast-check';

/** Names a document may use for anything: Object.prototype members, comment and quote breakers, controls, bidi. */
export const HOSTILE_NAMES = [
  '__proto__', 'constructor', 'prototype', 'toString', 'hasOwnProperty', 'then', 'default', 'class',
  'delete', 'enum', 'await', 'yield', 'Symbol', 'Promise', 'Record', 'T', 'h', 'api', 'args', 'options',
  '*/', '/*', 'a}', 'a}}/{b', "'", '"', '`${x}`', '\\', '\u202e', '\u2066', '\u0000', '\u001b[31m', '\u0085', '\u007f',
  '', ' ', '1abc', '0', 'a-b', 'a.b', 'a~1b', 'a/b', '{id}', '..', '.', '%2e', '$ref', 'null',
  'undefined', 'NaN', 'Infinity', 'π', '😀', 'x'.repeat(300), 'Job', 'job', 'JOB', 'Job_', 'Job$',
];

/** Component names: a small pool, so that `$ref`s often hit a definition (cycles) and sometimes miss. */
export const DEFINITION_NAMES = ['Job', 'Queue', 'job', '__proto__', 'a~1b', 'Self', ' ', '*/', 'Obj'];

export const name = fc.oneof(
  fc.constantFrom(...HOSTILE_NAMES),
  fc.stringMatching(/^[a-zA-Z_][a-zA-Z0-9_]{0,8}$/),
  fc.string({ maxLength: 6, unit: 'binary' }),
);

const oddNumber = fc.oneof(
  fc.integer(),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
  fc.constantFrom(1e308, -1e308, 5e-324, 1e21, 2 ** 53 + 1, -0, 0.1, 1e-7),
);

/** A value of any JSON type: what a wrong-typed keyword holds. */
export const junk: fc.Arbitrary<unknown> = fc.letrec<{ value: unknown }>((tie) => ({
  value: fc.oneof(
    { depthSize: 'small' },
    fc.constant(null),
    fc.boolean(),
    oddNumber,
    name,
    fc.array(tie('value'), { maxLength: 3 }),
    fc.dictionary(name, tie('value'), { maxKeys: 3 }),
  ),
})).value;

/** `valid` most of the time, junk otherwise. */
export function or<T>(valid: fc.Arbitrary<T>): fc.Arbitrary<unknown> {
  return fc.oneof({ weight: 3, arbitrary: valid }, { weight: 1, arbitrary: junk });
}

const TYPES = ['string', 'number', 'integer', 'boolean', 'array', 'object', 'null', 'file', 'any'];

export function refTo(prefix: string): fc.Arbitrary<string> {
  return fc.oneof(
    { weight: 4, arbitrary: fc.constantFrom(...DEFINITION_NAMES).map((n) => `${prefix}${n.replace(/~/g, '~0').replace(/\//g, '~1')}`) },
    fc.constantFrom('#', '', '#/', 'other.json#/a', 'http://127.0.0.1:9/x.json', 'file:///etc/passwd', '#/paths/~1job/get', '#/info', `${prefix}Missing`, `${prefix}a/b`),
  );
}

/** Keywords without subschemas: any number of them on any schema. */
function leafKeywords(prefix: string): fc.Arbitrary<Record<string, unknown>> {
  return fc.record(
    {
      type: or(fc.oneof(fc.constantFrom(...TYPES), fc.array(fc.constantFrom(...TYPES), { maxLength: 3 }))),
      enum: or(fc.array(junk, { maxLength: 4 })),
      const: junk,
      nullable: or(fc.boolean()),
      pattern: or(fc.constantFrom('^a+$', '(a+)+$', '[', '\\', '(?<n>x)', '^\\p{L}+$', '*/', '(?=a)')),
      format: or(fc.constantFrom('date-time', 'int64', 'binary', 'uuid', 'email', 'nonsense')),
      minimum: or(oddNumber),
      maximum: or(oddNumber),
      exclusiveMinimum: or(fc.oneof(oddNumber, fc.boolean())),
      multipleOf: or(oddNumber),
      minLength: or(oddNumber),
      maxItems: or(oddNumber),
      required: or(fc.array(name, { maxLength: 3 })),
      default: junk,
      description: or(name),
      readOnly: or(fc.boolean()),
      writeOnly: or(fc.boolean()),
      discriminator: or(fc.record({ propertyName: name, mapping: fc.dictionary(name, refTo(prefix), { maxKeys: 2 }) })),
    },
    { requiredKeys: [] },
  );
}

/**
 * A schema for a document whose definitions live under `prefix` (`#/definitions/` or
 * `#/components/schemas/`): a few leaf keywords plus at most one structural keyword, three
 * levels deep at most (each node has few children, so documents stay small).
 */
export function schema(prefix: string): fc.Arbitrary<unknown> {
  return fc.letrec<{ schema: unknown }>((tie) => {
    const sub = tie('schema');
    const structural = fc.oneof(
      fc.record({ properties: or(fc.dictionary(name, sub, { maxKeys: 3 })), additionalProperties: or(fc.oneof(fc.boolean(), sub)) }, { requiredKeys: [] }),
      fc.record({ items: or(fc.oneof(sub, fc.array(sub, { maxLength: 2 }))) }),
      fc.record({ allOf: or(fc.array(sub, { maxLength: 3 })) }),
      fc.record({ oneOf: or(fc.array(sub, { maxLength: 3 })) }),
      fc.record({ anyOf: or(fc.array(sub, { maxLength: 3 })) }),
      fc.record({ not: sub }),
    );
    return {
      schema: fc.oneof(
        { depthSize: 'small', maxDepth: 3 },
        { weight: 2, arbitrary: leafKeywords(prefix) },
        { weight: 3, arbitrary: fc.tuple(leafKeywords(prefix), structural).map(([a, b]) => ({ ...a, ...b })) },
        { weight: 2, arbitrary: fc.record({ $ref: or(refTo(prefix)) }) },
        { weight: 1, arbitrary: fc.record({ $ref: refTo(prefix), description: name, nullable: fc.boolean() }, { requiredKeys: ['$ref'] }) },
        { weight: 1, arbitrary: junk },
      ),
    };
  }).schema;
}
