import { describe, expect, it } from 'vitest';
import { omitKeys } from '../../src/ir/compare.js';
import type { ApiModel } from '../../src/ir/types.js';
import { resolvePointer } from '../../src/json/pointer.js';
import { model, readFixture, shuffleKeys, type Doc } from './helpers.js';
import { expectSafeNames } from './safe-names.js';

const v1 = readFixture('installation', 'docs', 'v1.json');
const v2 = readFixture('installation', 'docs', 'v2.json');

/** Format facts blanked: what is left must not depend on how the document was written. */
function meaning(m: ApiModel): unknown {
  return omitKeys({ ...m, format: '', formatVersion: '', sha256: '' }, new Set(['pointer']));
}

function pointers(value: unknown, out: string[] = []): string[] {
  if (Array.isArray(value)) value.forEach((item) => pointers(item, out));
  else if (value !== null && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) {
      if (key === 'pointer' && typeof item === 'string') out.push(item);
      else pointers(item, out);
    }
  }
  return out;
}

describe('the reference installation', () => {
  it.each([
    ['v1', v1],
    ['v2', v2],
  ])('%s matches its IR snapshot', async (name, doc) => {
    const m = model(doc as Doc);
    await expect(`${JSON.stringify(m, null, 2)}\n`).toMatchFileSnapshot(
      `__snapshots__/${name}.ir.json`,
    );
  });

  it.each([
    ['v1', v1],
    ['v2', v2],
  ])('%s: names safe, every pointer resolves, no errors', (_name, doc) => {
    const m = model(doc as Doc);
    expectSafeNames(m);
    for (const pointer of pointers(m)) expect(resolvePointer(doc, pointer), pointer).toBeDefined();
    expect(m.diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
  });

  it('never mutates the document (every object frozen)', () => {
    const freeze = (node: unknown): unknown => {
      if (node !== null && typeof node === 'object')
        Object.values(Object.freeze(node)).forEach(freeze);
      return node;
    };
    const frozen = freeze(structuredClone(v1)) as Doc;
    expect(model(frozen)).toEqual(model(v1));
  });

  it('reads the service facts from v1', () => {
    const m = model(v1);
    const byName = Object.fromEntries(m.operations.map((op) => [op.name.qualified, op]));
    expect(byName['job.list']).toMatchObject({
      method: 'GET',
      path: '/job',
      access: 'user',
      auth: true,
      result: { shape: 'list' },
    });
    expect(byName['job.submit']).toMatchObject({
      method: 'POST',
      permissions: ['add-job'],
      result: { shape: 'single', status: '201' },
    });
    expect(byName['user.permission.get']?.result).toMatchObject({
      shape: 'single',
      item: { kind: 'ref', name: 'Permission' },
    });
    expect(byName['superadmin.realm.list']?.access).toBe('superadmin');
    expect(byName['admin.user.create']?.access).toBe('tenant-admin');
    expect(byName['job.get']?.fieldMask?.header).toBe('X-Fields');
    expect(m.auth).toMatchObject({
      synthesised: false,
      loginStart: 'get_auth_resource',
      loginFinish: 'post_auth_resource',
      logout: 'delete_auth_resource',
    });
    expect(m.basePath).toBe('/api');
  });

  it('gives one IR for the Swagger 2.0, OAS 3.0 and OAS 3.1 renderings of v2', () => {
    const swagger = meaning(model(v2));
    expect(meaning(model(readFixture('installation', 'docs', 'v2.oas30.json')))).toEqual(swagger);
    expect(meaning(model(readFixture('installation', 'docs', 'v2.oas31.json')))).toEqual(swagger);
  });

  it.each([
    ['v1', v1],
    ['v2.oas31', readFixture('installation', 'docs', 'v2.oas31.json')],
  ])('%s: shuffling every object’s keys changes nothing', (_name, doc) => {
    const m = model(doc as Doc);
    for (const seed of [1, 2, 3]) expect(model(shuffleKeys(doc, seed))).toEqual(m);
  });
});
