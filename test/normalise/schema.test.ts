import { describe, expect, it } from 'vitest';
import {
  allOf,
  arr,
  binary,
  bool,
  enumOf,
  int,
  nullOf,
  num,
  obj,
  record,
  ref,
  str,
  union,
  unknown,
} from '../../src/ir/factories.js';
import type { Schema } from '../../src/ir/types.js';
import { bare, model, schemaOf, swagger2 } from './helpers.js';

const cases: [string, unknown, Schema][] = [
  [
    'string with format and lengths',
    { type: 'string', format: 'email', minLength: 1, maxLength: 9, pattern: '^a' },
    str({ format: 'email', minLength: 1, maxLength: 9, pattern: '^a' }),
  ],
  ['format binary is binary', { type: 'string', format: 'binary' }, binary()],
  ['file is binary', { type: 'file' }, binary()],
  [
    'integer with bounds',
    { type: 'integer', format: 'int64', minimum: 1, maximum: 5, multipleOf: 1 },
    int({ format: 'int64', minimum: 1, maximum: 5, multipleOf: 1 }),
  ],
  [
    'draft-04 exclusive bounds become numbers',
    { type: 'number', minimum: 0, exclusiveMinimum: true, maximum: 9, exclusiveMaximum: false },
    num({ exclusiveMinimum: 0, maximum: 9 }),
  ],
  [
    '3.1 numeric exclusive bounds kept',
    { type: 'number', exclusiveMaximum: 3 },
    num({ exclusiveMaximum: 3 }),
  ],
  [
    'boolean with meta',
    {
      type: 'boolean',
      default: true,
      readOnly: true,
      deprecated: true,
      title: 'T',
      description: 'D',
      example: false,
    },
    bool({
      default: true,
      readOnly: true,
      deprecated: true,
      title: 'T',
      description: 'D',
      example: false,
    }),
  ],
  ['string enum', { type: 'string', enum: ['a', 'b'] }, enumOf(['a', 'b'])],
  [
    'mixed enum keeps order and null',
    { enum: [1, 'a', null] },
    enumOf([1, 'a', null], { base: 'mixed', nullable: true }),
  ],
  ['const is a one-value enum', { const: 'x' }, enumOf(['x'], { isConst: true })],
  ['empty enum falls back to the type', { type: 'string', enum: [] }, str()],
  [
    'array with counts',
    { type: 'array', items: { type: 'integer' }, minItems: 1, maxItems: 3, uniqueItems: true },
    arr(int(), { minItems: 1, maxItems: 3, uniqueItems: true }),
  ],
  ['array without items', { type: 'array' }, arr(unknown())],
  [
    'object sorted, required',
    {
      type: 'object',
      required: ['b'],
      properties: { b: { type: 'string' }, a: { type: 'integer' } },
    },
    obj({ a: int(), b: str() }, { required: ['b'] }),
  ],
  [
    'closed object',
    { type: 'object', properties: { a: { type: 'string' } }, additionalProperties: false },
    obj({ a: str() }, { additionalProperties: false }),
  ],
  ['bare object is unknown objectOnly', { type: 'object' }, unknown({ objectOnly: true })],
  ['empty schema is unknown', {}, unknown()],
  [
    'additionalProperties schema is a record',
    { type: 'object', additionalProperties: { type: 'integer' } },
    record(int()),
  ],
  [
    'lone * property is a record',
    { type: 'object', properties: { '*': { type: 'string' } } },
    record(str()),
  ],
  [
    '* beside others is additionalProperties',
    { properties: { a: { type: 'string' }, '*': { type: 'integer' } } },
    obj({ a: str() }, { additionalProperties: int() }),
  ],
  [
    'a property named $ref is a property',
    { type: 'object', properties: { $ref: { type: 'string' } } },
    obj({ $ref: str() }),
  ],
  ['ref stays a ref', { $ref: '#/components/schemas/Y' }, ref('Y')],
  [
    'nullable ref (3.0 sibling)',
    { $ref: '#/components/schemas/Y', nullable: true },
    nullOf(ref('Y')),
  ],
  [
    'nullable via oneOf null',
    { oneOf: [{ $ref: '#/components/schemas/Y' }, { type: 'null' }] },
    nullOf(ref('Y')),
  ],
  [
    'allOf of one ref with a description',
    { description: 'd', allOf: [{ $ref: '#/components/schemas/Y' }] },
    ref('Y', { description: 'd' }),
  ],
  [
    'allOf with a ref stays an intersection',
    { allOf: [{ $ref: '#/components/schemas/Y' }, { properties: { a: { type: 'string' } } }] },
    allOf([ref('Y'), obj({ a: str() })]),
  ],
  [
    'allOf of inline objects merges',
    {
      allOf: [
        { properties: { a: { type: 'string' } }, required: ['a'] },
        { properties: { b: { type: 'integer' } } },
      ],
    },
    obj({ a: str(), b: int() }, { required: ['a'] }),
  ],
  [
    'allOf with a conflict does not merge',
    {
      allOf: [
        { properties: { a: { type: 'string' } } },
        { properties: { a: { type: 'integer' } } },
      ],
    },
    allOf([obj({ a: str() }), obj({ a: int() })]),
  ],
  ['oneOf union', { oneOf: [{ type: 'string' }, { type: 'integer' }] }, union([str(), int()])],
  [
    'anyOf union',
    { anyOf: [{ type: 'string' }, { type: 'integer' }] },
    union([str(), int()], { mode: 'anyOf' }),
  ],
  ['x-nullable', { type: 'integer', 'x-nullable': true }, int({ nullable: true })],
  ['3.0 nullable', { type: 'string', nullable: true }, str({ nullable: true })],
  ['not', { not: { type: 'string' } }, unknown({ not: str() })],
];

describe('schema converters (OAS 3.0 fragments)', () => {
  it.each(cases)('%s', (_name, fragment, want) => {
    expect(schemaOf(fragment, { Y: { type: 'object' } })).toEqual(bare(want));
  });
});

describe('OAS 3.1 schemas', () => {
  const cases31: [string, unknown, Schema][] = [
    ['type array with null', { type: ['string', 'null'] }, str({ nullable: true })],
    [
      'several types are an anyOf union',
      { type: ['string', 'integer'], description: 'd' },
      union([str(), int()], { mode: 'anyOf', description: 'd' }),
    ],
    ['type null', { type: 'null' }, nullOf()],
    [
      'examples: the first is the example, all are kept',
      { type: 'string', examples: ['a', 'b'] },
      str({ example: 'a', examples: ['a', 'b'] }),
    ],
    [
      'x-example is an example, after example',
      { type: 'string', 'x-example': 'q', examples: ['b'] },
      str({ example: 'q', examples: ['q', 'b'] }),
    ],
    [
      'ref with siblings keeps them',
      { $ref: '#/components/schemas/Y', description: 'd' },
      ref('Y', { description: 'd' }),
    ],
    ['$defs are named schemas', { $ref: '#/components/schemas/Y/$defs/Z' }, ref('YZ')],
    ['boolean true schema is unknown', { type: 'array', items: true }, arr(unknown())],
  ];
  it.each(cases31)('%s', (_name, fragment, want) => {
    const others = { Y: { type: 'object', $defs: { Z: { type: 'string' } } } };
    expect(schemaOf(fragment, others, '3.1.0')).toEqual(bare(want));
  });
});

describe('cycles and refs', () => {
  it('keeps named cycles as refs', () => {
    const tree = {
      type: 'object',
      properties: { children: { type: 'array', items: { $ref: '#/components/schemas/X' } } },
    };
    expect(schemaOf(tree)).toEqual(bare(obj({ children: arr(ref('X')) })));
  });

  it('inlines refs to unnamed schemas and stops at cycles', () => {
    const fragment = { $ref: '#/components/schemas/Y/properties/next' };
    const others = {
      Y: {
        type: 'object',
        properties: {
          next: {
            type: 'object',
            properties: { again: { $ref: '#/components/schemas/Y/properties/next' } },
          },
        },
      },
    };
    expect(schemaOf(fragment, others)).toEqual(bare(obj({ again: unknown() })));
  });

  it('reads a dangling ref as unknown', () => {
    expect(schemaOf({ $ref: '#/components/schemas/Missing' })).toEqual(bare(unknown()));
  });
});

describe('discriminators', () => {
  it('maps a Swagger 2.0 base to the schemas that extend it', () => {
    const definitions = {
      Pet: {
        type: 'object',
        discriminator: 'petType',
        required: ['petType'],
        properties: { petType: { type: 'string' } },
      },
      Dog: {
        allOf: [{ $ref: '#/definitions/Pet' }, { properties: { bark: { type: 'boolean' } } }],
      },
      Cat: {
        allOf: [{ $ref: '#/definitions/Pet' }, { properties: { meow: { type: 'boolean' } } }],
      },
    };
    const pet = model(swagger2({ definitions })).schemas.find((s) => s.name === 'Pet')?.schema;
    expect(pet).toMatchObject({
      kind: 'object',
      discriminator: {
        propertyName: 'petType',
        mapping: [
          { value: 'Cat', schema: 'Cat' },
          { value: 'Dog', schema: 'Dog' },
        ],
      },
    });
  });
});
