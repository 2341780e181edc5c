/**
 * Behaviour tables: for each keyword, a schema and values with the issues they must
 * produce (`path rule`, in order), or `[]` when valid. All schemas go into one model,
 * one generated module, loaded once.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import {
  allOf,
  apiModel,
  arr,
  binary,
  bool,
  enumOf,
  int,
  namedSchema,
  nullOf,
  num,
  obj,
  record,
  ref,
  str,
  union,
  unknown,
} from '../../../src/ir/factories.js';
import type { Schema } from '../../../src/ir/types.js';
import type { ValidateOptions } from '../../../src/runtime/validation.js';
import { generate, load, type Guard, type Validate } from './harness.js';

type Case = [value: unknown, issues: string[], options?: ValidateOptions];
const lenient: ValidateOptions = { mode: 'lenient' };

const tables: Record<string, { schema: Schema; cases: Case[] }> = {
  Type: {
    schema: obj({ s: str(), n: num(), i: int(), b: bool(), z: nullOf() }),
    cases: [
      [{ s: 'a', n: 1.5, i: 2, b: true, z: null }, []],
      [
        { s: 1, n: '1', i: 1.5, b: 'true', z: 0 },
        ['/b type', '/i type', '/n type', '/s type', '/z type'],
      ],
      [[], [' type']],
      [null, [' type']],
      [{ n: Number.NaN }, ['/n type']],
    ],
  },
  Formats: {
    schema: obj({
      dt: str({ format: 'date-time' }),
      d: str({ format: 'date' }),
      e: str({ format: 'email' }),
      u: str({ format: 'uuid' }),
      uri: str({ format: 'uri' }),
      v4: str({ format: 'ipv4' }),
      v6: str({ format: 'ipv6' }),
      b: str({ format: 'byte' }),
      i32: int({ format: 'int32' }),
      f: num({ format: 'float' }),
      pw: str({ format: 'password' }),
    }),
    cases: [
      [
        {
          dt: '2024-02-29T23:59:60.5+01:00',
          d: '2024-02-29',
          e: 'a.b@example.com',
          u: '123E4567-e89b-12d3-a456-426614174000',
          uri: 'https://x.example/a?b#c',
          v4: '10.0.0.255',
          v6: '::ffff:10.0.0.1',
          b: 'aGVsbG8=',
          i32: 2147483647,
          f: 1.5,
          pw: 'anything',
        },
        [],
      ],
      [
        { dt: '2023-02-29T00:00:00Z', d: '2024-13-01', e: 'a@b', u: '123', uri: '/relative' },
        ['/d format', '/dt format', '/e format', '/u format', '/uri format'],
      ],
      [
        { v4: '256.0.0.1', v6: '1:2:3', b: 'aGVsbG8', i32: 2147483648, f: 1e39 },
        // Numbers' formats are comparisons, checked before strings' (check-order.ts).
        ['/f format', '/i32 format', '/b format', '/v4 format', '/v6 format'],
      ],
      [{ dt: '2024-05-01T12:00:00' }, ['/dt format']],
      [{ dt: '2024-05-01T12:00:00' }, [], lenient],
      [{ dt: 'Tue, 15 Nov 1994 08:12:31 GMT' }, ['/dt format']],
      [{ dt: 'Tue, 15 Nov 1994 08:12:31 GMT' }, [], lenient],
    ],
  },
  Enums: {
    schema: obj({
      state: enumOf(['queued', 'done']),
      one: enumOf(['x'], { isConst: true }),
      n: nullOf(enumOf([1, 2])),
    }),
    cases: [
      [{ state: 'done', one: 'x', n: null }, []],
      [{ state: 'paused', one: 'y', n: 3 }, ['/n enum', '/one const', '/state enum']],
    ],
  },
  Strings: {
    schema: str({ minLength: 2, maxLength: 3, pattern: '^[a-z\\u{1F4A9}]+$' }),
    cases: [
      ['ab', []],
      ['\u{1F4A9}\u{1F4A9}', []],
      ['\u{1F4A9}', [' minLength']],
      ['abcd', [' maxLength']],
      ['A1', [' pattern']],
    ],
  },
  Numbers: {
    schema: num({ minimum: 0, exclusiveMaximum: 100, multipleOf: 0.01 }),
    cases: [
      [0, []],
      [99.99, []],
      [12.34, []],
      [0.3, []],
      [-1, [' minimum']],
      [100, [' exclusiveMaximum']],
      [0.001, [' multipleOf']],
      ['12.30', [' type']],
      ['12.30', [], lenient],
      ['1e2', [' exclusiveMaximum'], lenient],
      ['twelve', [' type'], lenient],
    ],
  },
  Integers: {
    schema: int({ exclusiveMinimum: 0, maximum: 10 }),
    cases: [
      [10, []],
      [0, [' exclusiveMinimum']],
      [11, [' maximum']],
      ['7', [' type']],
      ['7', [], lenient],
      ['7.5', [' type'], lenient],
    ],
  },
  Arrays: {
    schema: arr(obj({ a: int() }), { minItems: 1, maxItems: 3, uniqueItems: true }),
    cases: [
      [[{ a: 1 }, { a: 2 }], []],
      [[], [' minItems']],
      [[{ a: 1 }, { a: 1 }], ['/1 uniqueItems']],
      [
        [{ a: 1 }, { a: '2' }, { a: 3 }, { a: 4 }],
        [' maxItems', '/1/a type'],
      ],
      [{}, [' type']],
    ],
  },
  Objects: {
    schema: obj(
      { id: int(), name: str(), 'a/b~c': bool(), constructor: str() },
      { required: ['id', 'constructor'], additionalProperties: false, maxProperties: 4 },
    ),
    cases: [
      [{ id: 1, constructor: 'x' }, []],
      [{}, ['/constructor required', '/id required']],
      [{ id: 1, constructor: 'x', extra: 1 }, ['/extra additionalProperties']],
      [{ id: 1, constructor: 'x', 'a/b~c': 1 }, ['/a~1b~0c type']],
      [{ id: 1, constructor: 'x', name: null }, ['/name type']],
      [{ id: 1, constructor: 'x', name: null }, [], lenient],
      [{ id: null, constructor: 'x' }, ['/id type'], lenient],
    ],
  },
  Extra: {
    schema: obj({ a: int() }, { additionalProperties: str(), minProperties: 2 }),
    cases: [
      [{ a: 1, b: 'x' }, []],
      [{ a: 1 }, [' minProperties']],
      [{ a: 1, b: 2 }, ['/b type']],
    ],
  },
  Map: {
    schema: record(int({ minimum: 0 }), { maxProperties: 2 }),
    cases: [
      [{ cpu: 1 }, []],
      [{ cpu: -1, mem: 'x', gpu: 1 }, ['/cpu minimum', '/mem type', ' maxProperties']],
    ],
  },
  AnyOf: {
    schema: union([str(), int()], { mode: 'anyOf' }),
    cases: [
      ['a', []],
      [1, []],
      [true, [' anyOf', ' type']],
    ],
  },
  // A union inside members: first-error mode names the same inner field as all-errors mode.
  Wrapped: {
    schema: obj({ list: arr(ref('Shape')) }),
    cases: [[{ list: [{ radius: 1 }, { radius: 'x' }] }, ['/list/1 anyOf', '/list/1/radius type']]],
  },
  Shape: {
    schema: union([obj({ radius: num() }, { required: ['radius'] }), arr(obj({ side: num() }))], {
      mode: 'anyOf',
    }),
    cases: [
      [{ radius: 1 }, []],
      [{ radius: 'x' }, [' anyOf', '/radius type']],
      [
        [{ side: 1 }, { side: '2' }],
        [' anyOf', '/1/side type'],
      ],
    ],
  },
  OneOf: {
    schema: union([num({ minimum: 0 }), int()]),
    cases: [
      [1.5, []],
      [-1, []],
      [1, [' oneOf']],
      [{ x: 1 }, [' oneOf', ' type']],
    ],
  },
  AllOf: {
    schema: allOf([obj({ a: int() }, { required: ['a'] }), obj({ b: str() }, { required: ['b'] })]),
    cases: [
      [{ a: 1, b: 'x' }, []],
      [{}, ['/a required', '/b required']],
    ],
  },
  Not: {
    schema: { ...str(), not: enumOf(['admin']) },
    cases: [
      ['user', []],
      ['admin', [' not']],
    ],
  },
  Nullable: {
    schema: obj({ r: nullOf(ref('Tree')), s: nullOf(str()) }, { required: ['r', 's'] }),
    cases: [
      [{ r: null, s: null }, []],
      // A nested schema is checked after the members a comparison checks (check-order.ts).
      [{ r: { label: 1 }, s: 2 }, ['/s type', '/r/label type']],
    ],
  },
  Tree: {
    schema: obj({ label: str(), children: arr(ref('Tree')) }, { required: ['label'] }),
    cases: [
      [{ label: 'a', children: [{ label: 'b', children: [{ label: 'c' }] }] }, []],
      [
        { label: 'a', children: [{ label: 'b', children: [{}] }] },
        ['/children/0/children/0/label required'],
      ],
    ],
  },
  // Paths escape `~` and `/` (RFC 6901); first-error mode builds them on the way back up.
  Pointers: {
    schema: obj(
      { 'a/b': obj({ '~c': int() }, { required: ['~c'] }), m: record(arr(obj({ 'd/e': int() }))) },
      { required: ['a/b'] },
    ),
    cases: [
      [{ 'a/b': { '~c': 1 }, m: { 'k/~': [{ 'd/e': 2 }] } }, []],
      [{ 'a/b': {} }, ['/a~1b/~0c required']],
      [{ 'a/b': { '~c': 'x' } }, ['/a~1b/~0c type']],
      [
        { 'a/b': { '~c': 1 }, m: { ok: [], 'k/~': [{ 'd/e': 2 }, { 'd/e': 'x' }] } },
        ['/m/k~1~0/1/d~1e type'],
      ],
    ],
  },
  Pet: {
    schema: union([ref('Cat'), ref('Dog')], {
      discriminator: {
        propertyName: 'kind',
        mapping: [
          { value: 'cat', schema: 'Cat' },
          { value: 'dog', schema: 'Dog' },
        ],
      },
    }),
    cases: [
      [{ kind: 'cat', lives: 9 }, []],
      [{ kind: 'dog', lives: 9 }, ['/barks required']],
      [{ kind: 'cow' }, ['/kind discriminator']],
      ['cat', [' type']],
    ],
  },
  Cat: { schema: obj({ kind: str(), lives: int() }, { required: ['kind', 'lives'] }), cases: [] },
  Dog: { schema: obj({ kind: str(), barks: bool() }, { required: ['kind', 'barks'] }), cases: [] },
  Animal: {
    schema: obj(
      { kind: str(), name: str() },
      {
        required: ['kind'],
        discriminator: { propertyName: 'kind', mapping: [{ value: 'bird', schema: 'Bird' }] },
      },
    ),
    cases: [
      [{ kind: 'bird', wings: 2 }, []],
      [{ kind: 'bird', wings: 'two', name: 1 }, ['/name type', '/wings type']],
      [{ kind: 'fish', name: 1 }, ['/name type']],
    ],
  },
  Bird: {
    schema: allOf([ref('Animal'), obj({ wings: int() }, { required: ['wings'] })]),
    cases: [],
  },
  Account: {
    schema: obj(
      { id: int({ readOnly: true }), password: str({ writeOnly: true }), file: binary() },
      { required: ['id', 'password'] },
    ),
    cases: [
      [{ id: 1 }, []],
      [{ password: 'x' }, ['/id required']],
      [{ id: 'x', password: 1 }, ['/id type', '/password type']],
    ],
  },
  Free: {
    schema: obj({ any: unknown(), obj: unknown({ objectOnly: true }) }),
    cases: [
      [{ any: [1], obj: {} }, []],
      [{ obj: [] }, ['/obj type']],
    ],
  },
};

let module: Record<string, unknown>;

beforeAll(async () => {
  const schemas = Object.entries(tables).map(([name, { schema }]) => namedSchema(name, schema));
  module = await load(generate(apiModel({ schemas })).files);
});

describe('generated validators, keyword by keyword', () => {
  for (const [name, { cases }] of Object.entries(tables)) {
    if (cases.length === 0) continue;
    it(name, () => {
      const validate = module[`validate${name}`] as Validate;
      const is = module[`is${name}`] as Guard;
      for (const [value, issues, options] of cases) {
        const result = validate(value, options);
        const got = result.ok ? [] : result.errors.map((e) => `${e.path} ${e.rule}`);
        expect({ value, got }).toEqual({ value, got: issues });
        // A type guard cannot convert: a lenient success that converted is not `is`.
        expect(is(value, options)).toBe(result.ok && result.value === value);
        const first = validate(value, { ...options, allErrors: false });
        expect(first.ok ? [] : first.errors.map((e) => `${e.path} ${e.rule}`)).toEqual(
          issues.slice(0, 1),
        );
      }
    });
  }

  it('request views: readOnly not required in requests, writeOnly not in responses', () => {
    const input = module.validateAccountInput as Validate | undefined;
    expect(input).toBeTypeOf('function');
    const check = (value: unknown): string[] => {
      const result = (input as Validate)(value);
      return result.ok ? [] : result.errors.map((e) => `${e.path} ${e.rule}`);
    };
    expect(check({ password: 'x' })).toEqual([]);
    expect(check({ id: 1 })).toEqual(['/password required']);
  });

  it('a failed union names the deepest issue of the closest variant, also as the first error', () => {
    const validate = module.validateShape as Validate;
    const message = (value: unknown) => {
      const result = validate(value, { allErrors: false });
      return result.ok ? '' : result.errors[0]?.message;
    };
    expect(message({ radius: 'x' })).toBe(
      'must match at least one of 2 schemas; the closest fails at /radius: must be a number [type]',
    );
    expect(message([{ side: 1 }, { side: '2' }])).toBe(
      'must match at least one of 2 schemas; the closest fails at /1/side: must be a number [type]',
    );
    // Every variant of the wrong type: nothing closer to name.
    expect(message(true)).toMatch(
      /^must match at least one of 2 schemas; the closest fails at \/: must be/,
    );
  });

  it('a failed union inside members says the same in first-error and all-errors mode', () => {
    const validate = module.validateWrapped as Validate;
    const value = { list: [{ radius: 1 }, { radius: 'x' }] };
    const [first, all] = [validate(value, { allErrors: false }), validate(value)];
    expect(first.ok ? [] : first.errors).toEqual(all.ok ? [] : all.errors.slice(0, 1));
    expect(first.ok ? '' : first.errors[0]?.message).toContain('fails at /list/1/radius:');
  });

  it('first-error results share nothing between calls, also when a getter validates again', () => {
    const validate = module.validateType as Validate;
    const first = { allErrors: false };
    const one = validate({ s: 1 }, first);
    const two = validate({ s: 'a', n: 'x' }, first);
    expect(validate({ s: 'a' }, first)).toEqual({ ok: true, value: { s: 'a' } });
    expect(one.ok ? [] : one.errors.map((e) => `${e.path} ${e.rule}`)).toEqual(['/s type']);
    expect(two.ok ? [] : two.errors.map((e) => `${e.path} ${e.rule}`)).toEqual(['/n type']);
    // A value whose member read runs another first-error validation (of an invalid value).
    let inner: ReturnType<Validate> | undefined;
    const tricky = {
      get b() {
        inner = validate({ i: 'x' }, first);
        return 'not a boolean';
      },
    };
    const outer = validate(tricky, first);
    expect(outer.ok ? [] : outer.errors.map((e) => `${e.path} ${e.rule}`)).toEqual(['/b type']);
    expect(inner?.ok ? [] : inner?.errors.map((e) => `${e.path} ${e.rule}`)).toEqual(['/i type']);
  });

  it('issues carry a message, the expected value and the actual value', () => {
    const result = (module.validateNumbers as Validate)(-1);
    expect(result).toEqual({
      ok: false,
      errors: [{ path: '', rule: 'minimum', message: 'must be >= 0', expected: 0, actual: -1 }],
    });
  });
});
