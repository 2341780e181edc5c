import { describe, expect, it } from 'vitest';
import { arr, enumOf, int, num, obj, ref, str } from '../../src/ir/index.js';
import { toMockSchema } from '../../src/emit/mocks/mock-schema.js';
import { generateValue } from '../../src/runtime/mock/generate.js';
import { checkValue } from '../../src/runtime/mock/check.js';
import { patternSample } from '../../src/runtime/mock/pattern.js';
import { createRandom } from '../../src/runtime/mock/random.js';
import type { Schema } from '../../src/ir/types.js';

/** Generated values respect their schemas' constraints, for many seeds. */
function samples(schema: Schema, count = 200, schemas: Record<string, Schema> = {}): unknown[] {
  const mockSchemas = Object.fromEntries(
    Object.entries(schemas).map(([name, s]) => [name, toMockSchema(s)]),
  );
  return Array.from({ length: count }, (_, seed) =>
    generateValue(toMockSchema(schema), {
      random: createRandom(seed, 'test'),
      schemas: mockSchemas,
      hint: '',
      depth: 0,
    }),
  );
}

describe('generated values', () => {
  it.each<[string, Schema]>([
    ['bounded integers', int({ minimum: 3, maximum: 7 })],
    ['exclusive bounds', num({ exclusiveMinimum: 0, exclusiveMaximum: 1 })],
    ['multiples', num({ minimum: 0.5, maximum: 10, multipleOf: 0.25 })],
    ['negative ranges', int({ maximum: -5 })],
    ['string lengths', str({ minLength: 12, maxLength: 14 })],
    [
      'formats',
      obj({
        at: str({ format: 'date-time' }),
        mail: str({ format: 'email' }),
        id: str({ format: 'uuid' }),
      }),
    ],
    ['enums', enumOf(['a', 'b', 3])],
    ['arrays', arr(int(), { minItems: 2, maxItems: 4, uniqueItems: true })],
    ['patterns', str({ pattern: '^[A-Z]{2}-\\d{3,5}(-[a-z]+)?$' })],
    ['required keys', obj({ a: str(), b: int() }, { required: ['a', 'b'] })],
  ])('%s satisfy the schema', (_name, schema) => {
    for (const value of samples(schema))
      expect(checkValue(toMockSchema(schema), value, {})).toEqual([]);
  });

  it('stops recursive schemas', () => {
    const node = obj({ name: str(), children: arr(ref('Node')) }, { required: ['name'] });
    const values = samples(ref('Node'), 20, { Node: node });
    expect(JSON.stringify(values).length).toBeLessThan(200_000);
  });

  it('is the same for the same seed and differs across seeds', () => {
    const schema = obj({ name: str(), when: str({ format: 'date-time' }), n: int() });
    expect(samples(schema, 5)).toEqual(samples(schema, 5));
    expect(new Set(samples(schema, 20).map((value) => JSON.stringify(value))).size).toBeGreaterThan(
      15,
    );
  });

  it('looks realistic by property name', () => {
    const [person] = samples(obj({ email: str(), owner: str(), created: str() }), 1) as Record<
      string,
      string
    >[];
    expect(person?.email).toMatch(/^[a-z]+\.[a-z]+\d*@example\.com$/);
    expect(person?.owner).toMatch(/^[A-Z][a-z]+ [A-Z][a-z]+$/);
    expect(person?.created).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z$/);
  });
});

describe('pattern samples', () => {
  it.each([
    '^[a-z][a-z0-9-]{2,15}$',
    '^\\d{4}-\\d{2}$',
    '^(foo|bar)+baz?$',
    '^[A-F0-9]{8}$',
    'v\\d+\\.\\d+',
  ])('%s: every sample matches', (pattern) => {
    for (let seed = 0; seed < 50; seed++) {
      expect(patternSample(pattern, createRandom(seed, pattern))).toMatch(new RegExp(pattern, 'u'));
    }
  });

  it.each(['^(?=a)b$', '^[^a]+$', '(a)\\1'])('%s: unsupported, no sample', (pattern) => {
    expect(patternSample(pattern, createRandom(1, 'x'))).toBeUndefined();
  });
});
