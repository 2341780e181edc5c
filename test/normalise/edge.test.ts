import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Schema } from '../../src/ir/types.js';
import { repoRoot } from '../helpers/cli.js';
import { model, readFixture, type Doc } from './helpers.js';
import { expectSafeNames } from './safe-names.js';

const files = readdirSync(join(repoRoot, 'fixtures', 'edge')).filter((f) => f.endsWith('.json'));

describe('edge-case documents', () => {
  it.each(files)('%s normalises without errors, with safe names', (file) => {
    const m = model(readFixture('edge', file));
    expect(m.diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
    expect(m.operations.length).toBeGreaterThan(0);
    expectSafeNames(m);
    expect(JSON.parse(JSON.stringify(m))).toEqual(m);
  });

  it('keeps odd strings and keys exactly as written', () => {
    const m = model(readFixture('edge', 'odd-names.oas30.json'));
    const secure = m.schemas.find((s) => s.originalName === '3d-secure');
    expect(secure?.name).toBe('_3dSecure');
    const keys =
      secure?.schema.kind === 'object' ? secure.schema.properties.map((p) => p.name) : [];
    expect(keys).toEqual(['', '$ref', '3d', '__proto__', 'a-b', 'a_b', 'constructor']);
    const mode = m.schemas.find((s) => s.originalName === 'x-foo')?.schema;
    const values =
      mode?.kind === 'object' && mode.properties[0]?.schema.kind === 'enum'
        ? mode.properties[0].schema.values
        : [];
    expect(values).toEqual(["a'b", 'c"d', '`e`', '*/', '${f}', '', 'line\nbreak']);
    expect(m.schemas.map((s) => s.name)).toEqual(
      expect.arrayContaining(['Job', 'Job2', 'XFoo', 'XFoo2', 'Delete', 'Constructor', 'Proto']),
    );
  });

  it('keeps nullable refs and 3.1 features', () => {
    const m = model(readFixture('edge', 'oas31-features.json'));
    const cat = m.schemas.find((s) => s.name === 'Cat')?.schema;
    const props =
      cat?.kind === 'object'
        ? Object.fromEntries(cat.properties.map((p) => [p.name, p.schema]))
        : {};
    expect(props.owner).toMatchObject({ kind: 'ref', name: 'Owner', nullable: true });
    expect(props.kind).toMatchObject({ kind: 'enum', values: ['cat'], isConst: true });
    expect(props.tags).toMatchObject({ kind: 'array', nullable: true });
    expect(props.age).toMatchObject({ kind: 'union', mode: 'anyOf', example: 3 });
    const pet = m.schemas.find((s) => s.name === 'Pet')?.schema;
    expect(pet).toMatchObject({
      kind: 'union',
      discriminator: {
        propertyName: 'kind',
        mapping: [
          { value: 'cat', schema: 'Cat' },
          { value: 'dog', schema: 'Dog' },
        ],
      },
    });
    expect(m.schemas.find((s) => s.name === 'OwnerSize')?.schema).toMatchObject({
      kind: 'enum',
      values: ['s', 'm', null],
    });
  });
});

/** A document with `count` operations over `count / 5` resources, each with a body, params and models. */
export function largeDocument(count: number): Doc {
  const paths: Record<string, unknown> = {};
  const definitions: Record<string, unknown> = {};
  for (let r = 0; r < count / 5; r += 1) {
    const name = `Resource${r}`;
    const ref = { $ref: `#/definitions/${name}` };
    definitions[name] = {
      type: 'object',
      required: ['id'],
      properties: {
        id: { type: 'integer' },
        name: { type: 'string' },
        next: ref,
        tags: { type: 'array', items: { type: 'string' } },
      },
    };
    const item = { 200: { description: 'ok', schema: ref } };
    const id = { name: 'id', in: 'path', required: true, type: 'integer' };
    paths[`/res${r}`] = {
      get: {
        operationId: `get_res${r}_list`,
        parameters: [{ name: 'limit', in: 'query', type: 'integer' }],
        responses: { 200: { description: 'ok', schema: { type: 'array', items: ref } } },
      },
      post: {
        operationId: `post_res${r}_list`,
        parameters: [{ name: 'payload', in: 'body', schema: ref }],
        responses: item,
      },
    };
    paths[`/res${r}/{id}`] = {
      parameters: [id],
      get: { operationId: `get_res${r}_resource`, responses: item },
      put: {
        operationId: `put_res${r}_resource`,
        parameters: [{ name: 'name', in: 'query', type: 'string' }],
        responses: item,
      },
      delete: { operationId: `delete_res${r}_resource`, responses: { 200: { description: 'ok' } } },
    };
  }
  return {
    swagger: '2.0',
    info: { title: 'large', version: '1' },
    basePath: '/api',
    paths,
    definitions,
  };
}

describe('10 000 operations', () => {
  it('normalise with unique names and no errors', () => {
    const m = model(largeDocument(10_000));
    expect(m.operations).toHaveLength(10_000);
    expect(m.schemas).toHaveLength(2_000);
    expect(m.diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
    expect(new Set(m.operations.map((op) => op.name.qualified)).size).toBe(10_000);
    const kinds = new Set(m.operations.map((op) => op.result.shape));
    expect([...kinds].sort()).toEqual(['empty', 'list', 'single']);
    const first = m.schemas[0]?.schema as Schema;
    expect(first.kind).toBe('object');
  });
});
