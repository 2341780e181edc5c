import { describe, expect, it } from 'vitest';
import { identifier } from '../../src/emit/shared/escape.js';
import { camelCase, NameTable, pascalCase } from '../../src/normalise/names/identifiers.js';
import { model, oas3, swagger2 } from './helpers.js';
import { expectSafeNames } from './safe-names.js';
import { exportNames } from '../../src/ir/export-names.js';

describe('identifier sanitising', () => {
  it.each([
    ['simple-user', 'SimpleUser', 'simpleUser'],
    ['job_list', 'JobList', 'jobList'],
    ['3d-secure', '_3dSecure', '_3dSecure'],
    ['x-foo', 'XFoo', 'xFoo'],
    ['__proto__', 'Proto', 'proto'],
    ['constructor', 'Constructor', 'constructor_'],
    ['delete', 'Delete', 'delete_'],
    ['Ünïcode name', 'UnicodeName', 'unicodeName'],
    ['日本', 'Schema', 'item'],
    ['a.b c', 'ABC', 'aBC'],
  ])('%s → %s / %s', (raw, pascal, camel) => {
    expect(pascalCase(raw)).toBe(pascal);
    expect(camelCase(raw)).toBe(camel);
    identifier(pascalCase(raw));
    identifier(camelCase(raw));
  });

  it('hands out names unique without regard to case, with every suffix free', () => {
    const table = new NameTable();
    expect(table.claim('Job')).toBe('Job');
    expect(table.claim('job')).toBe('job2');
    table.reserve('JobListParams');
    expect(table.claim('JobList', ['', 'Params'])).toBe('JobList2');
  });
});

const ok = { 200: { description: 'ok' } };

describe('operation names', () => {
  it('reads well for the job service', () => {
    const m = model(
      swagger2({
        paths: {
          '/job': {
            get: { operationId: 'get_job_list', responses: ok },
            post: { operationId: 'post_job_list', responses: ok },
          },
          '/job/{jobid}': {
            get: { operationId: 'get_job_resource', responses: ok },
            delete: { responses: ok },
          },
          '/job/{id}/cancel': { post: { operationId: 'post_job_cancel', responses: ok } },
          '/admin/user': { post: { operationId: 'post_user_list', responses: ok } },
          '/superadmin/realm': { get: { operationId: 'get_realm_list', responses: ok } },
          '/auth': { get: { responses: ok }, post: { responses: ok }, delete: { responses: ok } },
        },
      }),
    );
    expect(m.operations.map((op) => op.name.qualified)).toEqual([
      'admin.user.create',
      'auth.logout',
      'auth.session',
      'auth.login',
      'job.list',
      'job.submit',
      'job.cancel',
      'job.remove',
      'job.get',
      'superadmin.realm.list',
    ]);
    expectSafeNames(m);
  });

  it('never lets a method be a group, nor two names meet', () => {
    const m = model(
      oas3({
        paths: {
          '/a/{id}/b': { post: { responses: ok } },
          '/a/{id}/b/{c}': { get: { responses: ok } },
          '/x': { get: { responses: ok } },
          '/x/{a}': { get: { responses: ok } },
          '/x/{b}': { get: { responses: ok } },
          '/login': { get: { responses: ok } },
        },
      }),
    );
    expectSafeNames(m);
    expect(m.operations.find((op) => op.path === '/login')?.name.group).toEqual(['login2']);
  });

  it('applies forced names from configuration and refuses bad ones', () => {
    const doc = oas3({
      paths: {
        '/job': { get: { operationId: 'get_job_list', responses: ok } },
        '/jobs': { get: { responses: ok } },
      },
    });
    const m = model(doc, { names: { get_job_list: 'jobs.all', 'GET /jobs': 'x.3d' } });
    expect(m.operations.map((op) => op.name.qualified)).toEqual(['jobs.all', 'jobs.list']);
    expect(m.diagnostics.filter((d) => d.code === 'name-option-invalid')).toHaveLength(1);
    const twice = model(doc, { names: { get_job_list: 'jobs.all', 'GET /jobs': 'jobs.all' } });
    expect(twice.operations.map((op) => op.name.qualified)).toEqual(['jobs.all', 'jobs.list']);
    expect(twice.diagnostics.filter((d) => d.code === 'name-option-invalid')).toHaveLength(1);
  });

  it('derives type names from the operation alone; a schema takes only the one name it holds', () => {
    const doc = oas3({
      components: { schemas: { JobList: { type: 'string' }, JobGetResult: { type: 'string' } } },
      paths: { '/job': { get: { responses: ok } }, '/job/{id}': { get: { responses: ok } } },
    });
    const m = model(doc);
    expect(m.operations.map((op) => op.name.typeName)).toEqual(['JobList', 'JobGet']);
    const names = exportNames(m);
    expect(names.operations.get(m.operations[0]?.id ?? '')?.result).toBe('JobListResult');
    expect(names.operations.get(m.operations[1]?.id ?? '')).toEqual({
      params: 'JobGetParams',
      args: 'JobGetArgs',
      body: 'JobGetBody',
      result: 'JobGetResult2',
    });
    expectSafeNames(m);
  });

  it('keeps reserved words as member names: api.storage.bucket.object', () => {
    const m = model(
      oas3({
        paths: {
          '/storage/bucket/{b}/object': { get: { responses: ok } },
          '/storage/bucket/{b}/object/{k}/delete': { post: { responses: ok } },
        },
      }),
    );
    expect(m.operations.map((op) => op.name.qualified)).toEqual([
      'storage.bucket.object.list',
      'storage.bucket.object.delete',
    ]);
    expectSafeNames(m);
  });

  it('names a method after the document, not after an envelope override', () => {
    const doc = oas3({
      paths: {
        '/version': {
          get: {
            responses: {
              '200': {
                description: 'ok',
                content: {
                  'application/json': { schema: { type: 'array', items: { type: 'string' } } },
                },
              },
            },
          },
        },
      },
    });
    expect(model(doc).operations[0]?.name.qualified).toBe('version.list');
    const forced = model(doc, { envelope: { 'GET /version': 'single' } });
    expect(forced.operations[0]?.result.shape).toBe('single');
    expect(forced.operations[0]?.name.qualified).toBe('version.list');
  });
});
