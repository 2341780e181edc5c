import { describe, expect, it } from 'vitest';
import type { ResultKind, ResultSource } from '../../src/ir/types.js';
import { model, oas3, onlyOperation, swagger2 } from './helpers.js';

const Job = { type: 'object', properties: { id: { type: 'integer' } } };
const Envelope = {
  type: 'object',
  properties: { status: { type: 'string' }, result: { type: 'array', items: {} } },
};

type Row = [string, string, string, string | undefined, unknown, ResultKind, ResultSource, string];

// [case, method, path, operationId, 200 response (undefined: none), shape, source, item kind]
const rows: Row[] = [
  [
    'bare array',
    'get',
    '/job',
    'get_job_list',
    { schema: { type: 'array', items: { $ref: '#/definitions/Job' } } },
    'list',
    'bare-array',
    'ref',
  ],
  [
    'bare item on an item path',
    'get',
    '/job/{id}',
    'get_job_resource',
    { schema: { $ref: '#/definitions/Job' } },
    'single',
    'bare-item',
    'ref',
  ],
  [
    'bare item on a _list resource',
    'get',
    '/job',
    'get_job_list',
    { schema: { $ref: '#/definitions/Job' } },
    'list',
    'bare-item',
    'ref',
  ],
  [
    'create returns the object',
    'post',
    '/job',
    'post_job_list',
    { schema: { $ref: '#/definitions/Job' } },
    'single',
    'bare-item',
    'ref',
  ],
  [
    'partial envelope, list',
    'get',
    '/admin/permission',
    'get_permission_list',
    { schema: { properties: { result: { type: 'array', items: { type: 'string' } } } } },
    'list',
    'partial-envelope',
    'string',
  ],
  [
    'partial envelope on an item path',
    'get',
    '/job/{id}',
    undefined,
    { schema: { properties: { result: { type: 'array', items: { $ref: '#/definitions/Job' } } } } },
    'single',
    'partial-envelope',
    'ref',
  ],
  [
    'documented envelope',
    'get',
    '/job',
    undefined,
    {
      schema: {
        type: 'object',
        properties: {
          status: { type: 'string' },
          result: { type: 'array', items: { $ref: '#/definitions/Job' } },
        },
      },
    },
    'list',
    'envelope-schema',
    'ref',
  ],
  [
    'envelope through allOf',
    'get',
    '/job',
    undefined,
    {
      schema: {
        allOf: [
          { $ref: '#/definitions/Envelope' },
          { properties: { result: { type: 'array', items: { $ref: '#/definitions/Job' } } } },
        ],
      },
    },
    'list',
    'envelope-schema',
    'ref',
  ],
  ['no schema on GET item', 'get', '/job/{id}', undefined, {}, 'single', 'no-schema', 'unknown'],
  ['no schema on GET collection', 'get', '/job', undefined, {}, 'list', 'no-schema', 'unknown'],
  ['singular resource', 'get', '/user/permission', undefined, {}, 'single', 'no-schema', 'unknown'],
  [
    'no schema on DELETE',
    'delete',
    '/job/{id}',
    'delete_job_resource',
    {},
    'empty',
    'no-schema',
    'unknown',
  ],
  ['no schema on PUT', 'put', '/user/password', undefined, {}, 'empty', 'no-schema', 'unknown'],
  [
    'only errors documented',
    'delete',
    '/job/{id}',
    undefined,
    undefined,
    'empty',
    'no-success-response',
    'unknown',
  ],
  [
    'only errors on a GET',
    'get',
    '/job/{id}',
    undefined,
    undefined,
    'single',
    'no-success-response',
    'unknown',
  ],
  [
    'a file download',
    'get',
    '/job/{id}/output',
    undefined,
    { schema: { type: 'file' } },
    'raw',
    'not-json',
    'binary',
  ],
  [
    'the document itself',
    'get',
    '/swagger.json',
    undefined,
    { schema: { type: 'object' } },
    'raw',
    'not-json',
    'unknown',
  ],
];

describe('result shape (the envelope rules)', () => {
  it.each(rows)('%s', (_name, method, path, operationId, ok, shape, source, item) => {
    const responses: Record<string, unknown> = { 404: { description: 'missing' } };
    if (ok !== undefined) responses['200'] = { description: 'ok', ...(ok as object) };
    const operation = { operationId, responses };
    const got = onlyOperation(
      swagger2({ definitions: { Job, Envelope }, paths: { [path]: { [method]: operation } } }),
    );
    expect([got.result.shape, got.result.source, got.result.item.kind]).toEqual([
      shape,
      source,
      item,
    ]);
    expect(got.result.reason).not.toBe('');
  });

  it('records what the schema documents (array or item), whatever the shape', () => {
    const documented = (schema: unknown, operationId = 'get_job_list') =>
      onlyOperation(
        swagger2({
          definitions: { Job },
          paths: {
            '/job': { get: { operationId, responses: { 200: { description: 'ok', schema } } } },
          },
        }),
      ).result;
    const job = { $ref: '#/definitions/Job' };
    expect(documented({ type: 'array', items: job })).toMatchObject({
      shape: 'list',
      documented: 'array',
    });
    // one item on a _list resource: read as a list, documented as one item
    expect(documented(job)).toMatchObject({ shape: 'list', documented: 'item' });
    expect(documented({ properties: { result: job } })).toMatchObject({ documented: 'item' });
    const envelopeList = { properties: { result: { type: 'array', items: job } } };
    expect(documented(envelopeList, 'get_job_resource')).toMatchObject({
      shape: 'single',
      documented: 'array',
    });
    expect(documented(undefined).documented).toBeUndefined();
  });

  it('reads a 204 as empty and keeps the success status', () => {
    const got = onlyOperation(
      oas3({ paths: { '/job/{id}': { delete: { responses: { 204: { description: 'gone' } } } } } }),
    );
    expect([got.result.shape, got.result.status]).toEqual(['empty', '204']);
  });

  it('is overridden by configuration, by operationId or METHOD /path', () => {
    const doc = swagger2({
      paths: {
        '/job': {
          get: { operationId: 'get_job_list', responses: { 200: { description: 'ok' } } },
          post: { responses: { 200: { description: 'ok' } } },
        },
      },
    });
    const ops = model(doc, { envelope: { get_job_list: 'single', 'POST /job': 'raw' } }).operations;
    expect(ops.map((op) => [op.method, op.result.shape, op.result.source])).toEqual([
      ['GET', 'single', 'config'],
      ['POST', 'raw', 'config'],
    ]);
  });
});
