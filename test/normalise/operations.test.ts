import { describe, expect, it } from 'vitest';
import { int, obj, str } from '../../src/ir/factories.js';
import { bare, model, oas3, onlyOperation, swagger2 } from './helpers.js';

const ok = { 200: { description: 'ok' } };
const mask = { name: 'X-Fields', in: 'header', type: 'string', format: 'mask' };
const securityDefinitions = {
  Session: { type: 'apiKey', in: 'header', name: 'Session' },
  Token: { type: 'apiKey', in: 'header', name: 'Token' },
};

describe('parameters', () => {
  it('keeps X-Fields apart as the field mask and merges path-item parameters', () => {
    const got = onlyOperation(
      swagger2({
        paths: {
          '/job/{jobid}': {
            parameters: [{ name: 'jobid', in: 'path', required: true, type: 'integer' }],
            get: {
              parameters: [mask, { name: 'tail', in: 'query', type: 'integer' }],
              responses: ok,
            },
          },
        },
      }),
    );
    expect(got.fieldMask).toEqual({
      header: 'X-Fields',
      pointer: '#/paths/~1job~1{jobid}/get/parameters/0',
    });
    expect(got.parameters.map((p) => `${p.location}:${p.name}:${p.required}`)).toEqual([
      'path:jobid:true',
      'query:tail:false',
    ]);
  });

  it('lets operation parameters override path-item ones', () => {
    const got = onlyOperation(
      oas3({
        paths: {
          '/a/{x}': {
            parameters: [{ name: 'x', in: 'path', required: true, schema: { type: 'string' } }],
            get: {
              parameters: [{ name: 'x', in: 'path', required: true, schema: { type: 'integer' } }],
              responses: ok,
            },
          },
        },
      }),
    );
    expect(got.parameters.map((p) => p.schema.kind)).toEqual(['number']);
  });

  it('adds undeclared path parameters as strings, with a diagnostic', () => {
    const m = model(oas3({ paths: { '/a/{x}': { get: { responses: ok } } } }));
    expect(m.operations[0]?.parameters.map((p) => [p.name, p.schema.kind])).toEqual([
      ['x', 'string'],
    ]);
    expect(m.diagnostics.map((d) => d.code)).toContain('path-parameter-undeclared');
  });

  it('moves request-parser query arguments of a PUT into a JSON body', () => {
    const doc = swagger2({
      securityDefinitions,
      paths: {
        '/job/{jobid}': {
          put: {
            parameters: [
              { name: 'jobid', in: 'path', required: true, type: 'integer' },
              { name: 'name', in: 'query', type: 'string', description: 'new name' },
              { name: 'priority', in: 'query', type: 'integer', required: true },
            ],
            responses: ok,
          },
        },
      },
    });
    const m = model(doc);
    const op = m.operations[0];
    expect(op?.parameters.map((p) => p.name)).toEqual(['jobid']);
    expect(op?.body?.source).toBe('query-parser');
    expect(op?.body?.required).toBe(true);
    expect(bare(op?.body?.contents[0]?.schema)).toEqual(
      bare(
        obj(
          { name: str({ description: 'new name' }), priority: int() },
          { required: ['priority'] },
        ),
      ),
    );
    expect(m.diagnostics.filter((d) => d.code === 'query-parser-as-body')).toHaveLength(1);
    const off = model(doc, { queryParserAsBody: false }).operations[0];
    expect([off?.body, off?.parameters.length]).toEqual([undefined, 3]);
  });

  it('leaves query parameters of POST alone in documents that are not the job service', () => {
    const post = { parameters: [{ name: 'dry_run', in: 'query', schema: { type: 'boolean' } }], responses: ok };
    const doc = oas3({ paths: { '/repos': { post } } });
    const op = model(doc).operations[0];
    expect([op?.body, op?.parameters.map((p) => p.name)]).toEqual([undefined, ['dry_run']]);
    expect(model(doc, { queryParserAsBody: true }).operations[0]?.body?.source).toBe('query-parser');
  });

  it('leaves query parameters of a GET alone', () => {
    const got = onlyOperation(
      swagger2({
        paths: {
          '/job': {
            get: { parameters: [{ name: 'state', in: 'query', type: 'string' }], responses: ok },
          },
        },
      }),
    );
    expect([got.body, got.parameters.map((p) => p.name)]).toEqual([undefined, ['state']]);
  });
});

describe('operation ids', () => {
  it('renames duplicates, synthesises missing ones, keeps URL-embedding ones', () => {
    const m = model(
      swagger2({
        paths: {
          '/admin/user': { get: { operationId: 'get_user_list', responses: ok } },
          '/superadmin/user': { get: { operationId: 'get_user_list', responses: ok } },
          '/job/{jobid}': { get: { responses: ok } },
          '/f/{k}': { get: { operationId: 'get_object_resource_/f/<path:k>', responses: ok } },
        },
      }),
    );
    expect(m.operations.map((op) => [op.path, op.id, op.originalId])).toEqual([
      ['/admin/user', 'get_user_list', 'get_user_list'],
      ['/f/{k}', 'get_object_resource_/f/<path:k>', 'get_object_resource_/f/<path:k>'],
      ['/job/{jobid}', 'get_job_resource', undefined],
      ['/superadmin/user', 'get_user_list_2', 'get_user_list'],
    ]);
    expect(m.diagnostics.map((d) => d.code)).toEqual(
      expect.arrayContaining([
        'auth-headers-assumed',
        'auth-synthesised',
        'duplicate-operation-id',
        'not-job-service',
        'operation-id-embeds-url',
        'operation-id-missing',
        'security-assumed',
      ]),
    );
  });
});

describe('access, auth, permissions', () => {
  const paths = {
    '/auth': {
      get: { security: [], responses: ok },
      post: { security: [], responses: ok },
      delete: { parameters: [{ name: 'Session', in: 'header', type: 'string' }], responses: ok },
    },
    '/job': { post: { responses: ok } },
    '/admin/user': { get: { responses: ok } },
    '/superadmin/realm': { get: { responses: ok } },
    '/public': { get: { security: [], responses: ok } },
  };
  const doc = swagger2({ securityDefinitions, security: [{ Session: [] }, { Token: [] }], paths });

  it('derives access by prefix, auth from security, known permissions', () => {
    const m = model(doc);
    expect(
      m.operations.map(
        (op) => `${op.method} ${op.path} ${op.access} ${op.auth} ${op.permissions.join()}`,
      ),
    ).toEqual([
      'GET /admin/user tenant-admin true ',
      'DELETE /auth none true ',
      'GET /auth none false ',
      'POST /auth none false ',
      'POST /job user true add-job',
      'GET /public user false ',
      'GET /superadmin/realm superadmin true ',
    ]);
    expect(
      m.operations.find((op) => op.path === '/auth' && op.method === 'DELETE')?.parameters,
    ).toEqual([]);
    expect(m.auth).toMatchObject({
      sessionHeader: 'Session',
      tokenHeader: 'Token',
      synthesised: false,
      pointer: '#/securityDefinitions',
    });
    expect(m.diagnostics.map((d) => d.code)).toContain('security-either-read-as-both');
    expect(m.diagnostics.map((d) => d.code)).not.toContain('not-job-service');
  });

  it('lets configuration override access by id, METHOD /path and prefix', () => {
    const m = model(doc, {
      access: { '/superadmin/*': 'tenant-admin', 'GET /public': 'none', '/*': 'superadmin' },
    });
    const access = Object.fromEntries(
      m.operations.map((op) => [`${op.method} ${op.path}`, op.access]),
    );
    expect(access).toMatchObject({
      'GET /superadmin/realm': 'tenant-admin',
      'GET /public': 'none',
      'POST /job': 'superadmin',
    });
  });

  it('records the login exchange, or that it was synthesised', () => {
    expect(model(doc).auth).toMatchObject({
      loginStart: 'get_auth_list',
      loginFinish: 'post_auth_list',
      logout: 'delete_auth_list',
    });
    const bare3 = model(oas3({ paths: { '/job': { get: { responses: ok } } } }));
    expect(bare3.auth).toMatchObject({
      synthesised: true,
      sessionHeader: 'Session',
      tokenHeader: 'Token',
      path: '/auth',
    });
    expect(bare3.auth.loginStart).toBeUndefined();
  });
});

describe('document facts', () => {
  it.each([
    [swagger2({ basePath: '/api/' }), '/api'],
    [swagger2({ basePath: '/' }), ''],
    [oas3({ servers: [{ url: 'https://x.example/api' }] }), '/api'],
    [
      oas3({
        servers: [
          {
            url: '{scheme}://h/{base}',
            variables: { scheme: { default: 'https' }, base: { default: 'v2' } },
          },
        ],
      }),
      '/v2',
    ],
    [oas3({ servers: [{ url: '/api/' }] }), '/api'],
    [oas3(), ''],
  ])('basePath %#', (doc, want) => {
    expect(model(doc).basePath).toBe(want);
  });

  it('notes webhooks and callbacks', () => {
    const doc = oas3(
      { webhooks: { a: {} }, paths: { '/a': { post: { callbacks: { c: {} }, responses: ok } } } },
      '3.1.0',
    );
    const codes = model(doc).diagnostics.map((d) => d.code);
    expect(codes).toEqual(expect.arrayContaining(['webhooks-ignored', 'callbacks-ignored']));
  });
});
