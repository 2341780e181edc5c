import { beforeAll, describe, expect, it } from 'vitest';
import { normalise } from '../../src/normalise/index.js';
import { mockDataFromModel } from '../../src/emit/mocks/mock-data.js';
import { compileAllValidators, type CompiledValidators } from '../../src/mock/validators.js';
import { generateValue } from '../../src/runtime/mock/generate.js';
import { patternSample } from '../../src/runtime/mock/pattern.js';
import { createRandom } from '../../src/runtime/mock/random.js';
import { sampleValid, SampleError } from '../../src/runtime/mock/sample.js';
import { valueCheck } from '../../src/runtime/mock/validate.js';

/**
 * Valid by construction: for a document whose schemas use every keyword the engine
 * must build for, each value the generator draws (first draw, no retry) passes the
 * generated validator of its schema, through normalise() and the real emitter.
 */
const s = (schema: object) => schema;
const document = {
  openapi: '3.0.3',
  info: { title: 'keywords', version: '1' },
  paths: {},
  components: {
    schemas: {
      FlaskId: s({ type: 'string', pattern: '^job\\-[0-9]+$' }),
      Patterns: s({
        type: 'object',
        required: ['a', 'b', 'c', 'd', 'e'],
        properties: {
          a: { type: 'string', pattern: '^[A-Z]{2}-\\d{3,5}(-[a-z]+)?$' },
          b: { type: 'string', pattern: '^[^\\s/]+\\.(json|ya?ml)$' },
          c: { type: 'string', pattern: '^\\w+@\\w+\\.(com|org)$', maxLength: 30 },
          d: { type: 'string', pattern: '^(?:v\\d+)(\\.\\d+){2}$' },
          e: { type: 'string', pattern: '[0-9a-f]{8}', minLength: 8, maxLength: 8 },
        },
      }),
      Formats: s({
        type: 'object',
        required: ['at', 'day', 'mail', 'id', 'uri', 'ip', 'host', 'b64', 'v6', 'time'],
        properties: {
          at: { type: 'string', format: 'date-time' },
          day: { type: 'string', format: 'date' },
          time: { type: 'string', format: 'time' },
          mail: { type: 'string', format: 'email' },
          id: { type: 'string', format: 'uuid' },
          uri: { type: 'string', format: 'uri' },
          ip: { type: 'string', format: 'ipv4' },
          v6: { type: 'string', format: 'ipv6' },
          host: { type: 'string', format: 'hostname' },
          b64: { type: 'string', format: 'byte' },
        },
      }),
      Numbers: s({
        type: 'object',
        required: ['m', 'i', 'x', 'neg', 'tiny'],
        properties: {
          m: { type: 'number', minimum: 0.5, maximum: 10, multipleOf: 0.25 },
          i: { type: 'integer', multipleOf: 7, minimum: 10 },
          x: {
            type: 'number',
            exclusiveMinimum: true,
            minimum: 0,
            exclusiveMaximum: true,
            maximum: 1,
          },
          neg: { type: 'integer', maximum: -5 },
          tiny: { type: 'number', multipleOf: 0.01, minimum: 0.03, maximum: 0.05 },
        },
      }),
      Directions: s({
        type: 'object',
        required: ['id', 'password', 'name'],
        properties: {
          id: { type: 'integer', readOnly: true },
          password: { type: 'string', writeOnly: true },
          name: { type: 'string', minLength: 3 },
        },
      }),
      Unique: s({
        type: 'array',
        items: { type: 'integer', minimum: 1, maximum: 4 },
        uniqueItems: true,
        minItems: 3,
      }),
      Not: s({ type: 'string', not: { enum: ['forbidden'] }, minLength: 1 }),
      OneOf: s({
        oneOf: [
          {
            type: 'object',
            required: ['kind', 'radius'],
            properties: {
              kind: { type: 'string', enum: ['circle'] },
              radius: { type: 'number', minimum: 0 },
            },
            additionalProperties: false,
          },
          {
            type: 'object',
            required: ['kind', 'side'],
            properties: { kind: { type: 'string', enum: ['square'] }, side: { type: 'number' } },
            additionalProperties: false,
          },
        ],
      }),
      Pet: s({
        type: 'object',
        required: ['petType'],
        discriminator: {
          propertyName: 'petType',
          mapping: { cat: '#/components/schemas/Cat', dog: '#/components/schemas/Dog' },
        },
        properties: { petType: { type: 'string' }, name: { type: 'string' } },
      }),
      Cat: s({
        allOf: [
          { $ref: '#/components/schemas/Pet' },
          {
            type: 'object',
            required: ['lives'],
            properties: { lives: { type: 'integer', minimum: 1, maximum: 9 } },
          },
        ],
      }),
      Dog: s({
        allOf: [
          { $ref: '#/components/schemas/Pet' },
          {
            type: 'object',
            required: ['bark'],
            properties: { bark: { type: 'string', enum: ['woof', 'yap'] } },
          },
        ],
      }),
      Owner: s({
        type: 'object',
        required: ['pets'],
        properties: {
          pets: { type: 'array', items: { $ref: '#/components/schemas/Pet' } },
          best: { $ref: '#/components/schemas/Cat' },
        },
      }),
      Tree: s({
        type: 'object',
        required: ['name'],
        properties: {
          name: { type: 'string' },
          children: { type: 'array', items: { $ref: '#/components/schemas/Tree' } },
        },
      }),
      Sized: s({
        type: 'object',
        minProperties: 3,
        maxProperties: 4,
        additionalProperties: { type: 'integer' },
      }),
      Ranges: s({
        allOf: [
          { type: 'string', minLength: 4 },
          { type: 'string', maxLength: 6 },
        ],
      }),
    },
  },
};

const model = normalise({ document });
const data = mockDataFromModel(model);
let validators: CompiledValidators;
beforeAll(async () => {
  validators = await compileAllValidators(model);
}, 60_000);

function draw(name: string, seed: number, direction: 'response' | 'request' = 'response'): unknown {
  return generateValue(
    { kind: 'ref', name },
    {
      random: createRandom(seed, name),
      schemas: data.schemas,
      hint: '',
      depth: 0,
      direction,
      named: [],
    },
  );
}

describe('generated values are valid by construction', () => {
  it('the validators do refuse wrong values (so the checks below can fail)', () => {
    expect(validators.schemas.FlaskId?.('job-x').ok).toBe(false);
    expect(validators.schemas.Unique?.([1, 1, 2]).ok).toBe(false);
  });

  it.each(Object.keys(document.components.schemas))('%s: 200 draws, 0 invalid', (name) => {
    const check = valueCheck(validators.schemas[name]);
    const problems = Array.from({ length: 200 }, (_, seed) => check?.(draw(name, seed))).filter(
      (problem) => problem !== undefined,
    );
    expect(problems).toEqual([]);
  });

  it('leaves writeOnly properties out of responses and readOnly ones out of requests', () => {
    const response = draw('Directions', 1) as Record<string, unknown>;
    const request = draw('Directions', 1, 'request') as Record<string, unknown>;
    expect(Object.keys(response).sort()).toEqual(['id', 'name']);
    expect(Object.keys(request).sort()).toEqual(['name', 'password']);
  });

  it('draws both children of a discriminated base, each naming itself', () => {
    const kinds = new Set(
      Array.from({ length: 40 }, (_, seed) => (draw('Pet', seed) as { petType: string }).petType),
    );
    expect([...kinds].sort()).toEqual(['cat', 'dog']);
  });

  it('is the same for the same seed and differs across seeds', () => {
    expect(draw('Formats', 3)).toEqual(draw('Formats', 3));
    const distinct = new Set(
      Array.from({ length: 20 }, (_, seed) => JSON.stringify(draw('Formats', seed))),
    );
    expect(distinct.size).toBeGreaterThan(15);
  });
});

describe('pattern samples', () => {
  it.each([
    '^job\\-[0-9]+$',
    '^[a-z][a-z0-9-]{2,15}$',
    '^(foo|bar)+baz?$',
    '^[^a]+$',
    '^\\S+\\s\\D{2}$',
    '^\\u00e9t[\\x41-\\x43]$',
    '^(?<year>\\d{4})-(?<month>0[1-9]|1[0-2])$',
    '^a$|^b$',
  ])('%s: every sample matches', (pattern) => {
    // As the validators compile it: `\-` (Python's habit) only compiles without the `u` flag.
    const regex = pattern.includes('\\-') ? new RegExp(pattern) : new RegExp(pattern, 'u');
    for (let seed = 0; seed < 50; seed++)
      expect(patternSample(pattern, createRandom(seed, pattern))).toMatch(regex);
  });

  it.each(['^(?=a)b$', '(a)\\1', '^\\p{L}+$'])('%s: cannot be sampled', (pattern) => {
    expect(patternSample(pattern, createRandom(1, 'x'))).toBeUndefined();
  });

  it('falls back to a recorded example, or fails naming the schema (never invalid data)', () => {
    const look = { kind: 'string' as const, pattern: '^(?=x)x\\d$' };
    const check = (value: unknown) => (/^x\d$/.test(String(value)) ? undefined : '/: must match');
    const withExample = { ...look, example: 'x7' };
    expect(
      sampleValid({ schema: withExample, schemas: {}, label: 'Look', seed: 1, key: 'k', check }),
    ).toBe('x7');
    const problem =
      'a string: no sample for the pattern "^(?=x)x\\\\d$" and no recorded example matches it';
    expect(() =>
      sampleValid({ schema: look, schemas: {}, label: 'Look', seed: 1, key: 'k', check }),
    ).toThrow(new SampleError('Look', problem));
    // Examples that do not match are passed over; x-example and examples count too.
    const listed = { ...look, example: 'nope', examples: ['nope', 'x3'] };
    expect(
      sampleValid({ schema: listed, schemas: {}, label: 'Look', seed: 1, key: 'k', check }),
    ).toBe('x3');
  });
});
