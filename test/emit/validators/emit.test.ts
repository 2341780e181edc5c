/**
 * The generated code itself: a snapshot for a small hand-built model (one real .ts
 * file), hygiene, and hostile names and strings from the document that must stay
 * data (escaped keys, enum values, patterns; bad patterns become diagnostics).
 */
import { describe, expect, it } from 'vitest';
import {
  apiModel,
  arr,
  enumOf,
  int,
  namedSchema,
  obj,
  operation,
  param,
  ref,
  result,
  str,
  body,
} from '../../../src/ir/factories.js';
import { generate, load, typeErrors, unformatted, type Validate } from './harness.js';
import { jobModel } from './job-model.js';

function validatorsOf(files: { path: string; contents: string }[]): string {
  return files.find((file) => file.path === 'validators.ts')?.contents ?? '';
}

describe('validators.ts', () => {
  it('matches the snapshot for the job model', async () => {
    const text = validatorsOf(generate(jobModel()).files);
    await expect(text).toMatchFileSnapshot('generated/job-validators.ts');
  });

  it('is hygienic: no double blank lines, no trailing spaces, one final newline', () => {
    const text = validatorsOf(generate(jobModel()).files);
    expect(text).not.toMatch(/\n\n\n/);
    expect(text).not.toMatch(/[ \t]\n/);
    expect(text.endsWith('\n') && !text.endsWith('\n\n')).toBe(true);
  });

  it('keeps hostile document text as data', async () => {
    const hostile = "it's `${x}` */ \\ \u2028 done";
    const long = 'a'.repeat(120);
    const model = apiModel({
      schemas: [
        namedSchema(
          'Odd',
          obj(
            {
              ['__proto__']: str(),
              constructor: int(),
              [hostile]: enumOf([hostile, "'; process.exit(1); '"]),
              [long]: str({ pattern: long }),
              bad: str({ pattern: '([a-z' }),
              python: str({ pattern: '^\\_\\w+$' }),
            },
            { required: ['__proto__', hostile], additionalProperties: false },
          ),
        ),
      ],
      operations: [
        operation({
          id: '__proto__',
          method: 'POST',
          path: '/odd/{id}',
          name: 'odd.create',
          parameters: [param('id', 'path', int()), param('X-Trace', 'header', str())],
          body: body(ref('Odd')),
          result: result('list', ref('Odd')),
        }),
      ],
    });
    const output = generate(model);
    // Pattern diagnostics come from the normaliser now (src/normalise/schema/pattern.ts).
    expect(output.diagnostics).toEqual([]);
    expect(typeErrors(output.files)).toEqual([]);
    expect(await unformatted(output.files)).toEqual([]);
    const module = await load(output.files);
    const validateOdd = module.validateOdd as Validate;
    const value = JSON.parse(
      `{"__proto__": "p", ${JSON.stringify(hostile)}: ${JSON.stringify(hostile)}}`,
    ) as unknown;
    expect(validateOdd(value)).toEqual({ ok: true, value });
    const wrong = validateOdd({ constructor: 'x', [hostile]: 'no', python: 'a b' });
    expect(wrong.ok ? [] : wrong.errors.map((e) => `${e.path} ${e.rule}`)).toEqual([
      '/__proto__ required',
      `/${hostile.replace('/', '~1')} enum`,
      '/constructor type',
      '/python pattern',
    ]);
    const table = module.operationValidators as Record<
      string,
      { params?: Validate; result?: Validate }
    >;
    expect(Object.getOwnPropertyNames(table)).toContain('__proto__');
    expect(table['__proto__']?.params?.({ path: { id: 'x' } }).ok).toBe(false);
  });

  it('reports each format it leaves out once, and still compiles (format: constructor too)', async () => {
    const model = apiModel({
      schemas: [
        namedSchema(
          'Formats',
          obj({
            a: str({ format: 'uri-reference', pointer: '#/a' }),
            b: str({ format: 'uri-reference', pointer: '#/b' }),
            c: int({ format: 'unix-time', pointer: '#/c' }),
            d: str({ format: 'constructor', pointer: '#/d' }),
            e: str({ format: 'password' }),
            f: str({ format: 'email' }),
          }),
        ),
      ],
    });
    const output = generate(model);
    expect(output.diagnostics.map((d) => [d.code, d.severity, d.pointer])).toEqual([
      ['format-unchecked', 'warning', '#/d'],
      ['format-unchecked', 'warning', '#/c'],
      ['format-unchecked', 'warning', '#/a'],
    ]);
    expect(output.diagnostics[2]?.message).toContain('"uri-reference"');
    expect(output.diagnostics[2]?.message).toContain('2 schemas');
    expect(typeErrors(output.files)).toEqual([]);
    const validate = (await load(output.files)).validateFormats as Validate;
    expect(validate({ a: ' ', c: -1, d: 'x', e: 'x', f: 'a@b.co' }).ok).toBe(true);
    expect(validate({ f: 'not an email' }).ok).toBe(false);
  });

  it('lists, singles and empty results check the envelope', async () => {
    const item = obj({ id: int() }, { required: ['id'] });
    const model = apiModel({
      schemas: [namedSchema('Item', item)],
      operations: [
        operation({
          method: 'GET',
          path: '/item',
          name: 'item.list',
          result: result('list', ref('Item')),
        }),
        operation({
          method: 'GET',
          path: '/item/{id}',
          name: 'item.read',
          result: result('single', ref('Item')),
        }),
        operation({
          method: 'DELETE',
          path: '/item/{id}',
          name: 'item.remove',
          result: result('empty'),
        }),
        operation({
          method: 'GET',
          path: '/raw',
          name: 'raw.read',
          result: result('raw', arr(str())),
        }),
      ],
    });
    const module = await load(generate(model).files);
    const table = module.operationValidators as Record<string, { result: Validate }>;
    const issues = (id: string, value: unknown): string[] => {
      const checked = table[id]?.result(value);
      return checked === undefined || checked.ok
        ? []
        : checked.errors.map((e) => `${e.path} ${e.rule}`);
    };
    expect(issues('item_list', { status: 'success', result: [{ id: 1 }] })).toEqual([]);
    expect(issues('item_list', { status: 'success', result: [{ id: 1 }, {}] })).toEqual([
      '/result/1/id required',
    ]);
    expect(issues('item_list', { status: 'error', result: [] })).toEqual(['/status const']);
    expect(issues('item_read', { status: 'success', result: { id: 1 } })).toEqual([]);
    expect(issues('item_read', { status: 'success', result: [{ id: 1 }] })).toEqual([]);
    expect(issues('item_read', { status: 'success', result: [] })).toEqual([
      '/result anyOf',
      '/result minItems',
    ]);
    expect(issues('item_remove', { status: 'success', result: [] })).toEqual([]);
    expect(issues('item_remove', {})).toEqual(['/status required']);
    expect(issues('raw_read', ['a', 1])).toEqual(['/1 type']);
  });
});
