import { describe, expect, it } from 'vitest';
import { identifier } from '../../src/emit/shared/escape.js';
import {
  allOf,
  apiModel,
  arr,
  enumOf,
  int,
  nullOf,
  obj,
  operation,
  param,
  ref,
  response,
  str,
  unknown,
} from '../../src/ir/index.js';
import { deepEqual, sameSchema, schemaKey } from '../../src/ir/compare.js';

describe('schema factories', () => {
  it('fill defaults and keep overrides', () => {
    expect(str({ format: 'email' })).toEqual({
      kind: 'string',
      pointer: '#',
      nullable: false,
      format: 'email',
    });
    expect(int().integer).toBe(true);
    expect(unknown({ objectOnly: true }).objectOnly).toBe(true);
    expect(nullOf()).toEqual({ kind: 'null', pointer: '#', nullable: false });
    expect(nullOf(ref('Job'))).toEqual({ kind: 'ref', name: 'Job', pointer: '#', nullable: true });
  });

  it.each([
    [['a', 'b'], 'string'],
    [[1, 2], 'integer'],
    [[1, 2.5], 'number'],
    [[true], 'boolean'],
    [['a', 1], 'mixed'],
    [['a', null], 'string'],
    [[], 'string'],
  ] as const)('enumOf(%j) has base %s', (values, want) => {
    expect(enumOf([...values]).base).toBe(want);
  });

  it('obj sorts properties and marks required ones', () => {
    const o = obj({ zeta: str(), alpha: arr(int()) }, { required: ['zeta'] });
    expect(o.properties.map((p) => [p.name, p.required])).toEqual([
      ['alpha', false],
      ['zeta', true],
    ]);
    expect(o.additionalProperties).toBe(true);
  });
});

describe('operation and model factories', () => {
  it('derive names that are valid identifiers', () => {
    const get = operation({ method: 'GET', path: '/job/{jobid}' });
    const del = operation({ method: 'DELETE', path: '/job/{jobid}' });
    expect(get.name.qualified).toBe('job.get');
    expect(del.name.qualified).toBe('job.remove');
    for (const op of [get, del])
      [...op.name.group, op.name.method, op.name.typeName].forEach((n) => identifier(n));
    expect(get.pointer).toBe('#/paths/~1job~1{jobid}/get');
  });

  it('sort parameters, responses, operations', () => {
    const op = operation({
      name: 'job.list',
      parameters: [param('b', 'header'), param('z'), param('jobid', 'path')],
      responses: [response('404'), response('200', str())],
    });
    expect(op.parameters.map((p) => p.name)).toEqual(['jobid', 'z', 'b']);
    expect(op.responses.map((r) => r.status)).toEqual(['200', '404']);
    const model = apiModel({
      operations: [operation({ path: '/z' }), operation({ path: '/a', method: 'POST' })],
    });
    expect(model.operations.map((o) => o.path)).toEqual(['/a', '/z']);
  });
});

describe('compare', () => {
  it('deep equality ignores key order, not array order', () => {
    expect(deepEqual({ a: 1, b: 2 }, { b: 2, a: 1 })).toBe(true);
    expect(deepEqual([1, 2], [2, 1])).toBe(false);
  });

  it('schemaKey ignores pointers and descriptions but not constraints', () => {
    expect(sameSchema(str({ pointer: '#/a', description: 'x' }), str({ pointer: '#/b' }))).toBe(
      true,
    );
    expect(sameSchema(str({ maxLength: 3 }), str())).toBe(false);
    expect(schemaKey(allOf([ref('A')]))).not.toBe(schemaKey(allOf([ref('B')])));
  });
});
