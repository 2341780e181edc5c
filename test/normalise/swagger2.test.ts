import { describe, expect, it } from 'vitest';
import { arr, binary, int, obj, ref, str } from '../../src/ir/factories.js';
import { bare, onlyOperation, swagger2 } from './helpers.js';

const definitions = { Job: { type: 'object', properties: { id: { type: 'integer' } } } };

function op(
  method: string,
  operation: Record<string, unknown>,
  pathItem: Record<string, unknown> = {},
) {
  const doc = swagger2({
    definitions,
    paths: {
      '/job/{jobid}': {
        ...pathItem,
        [method]: { responses: { 200: { description: 'ok' } }, ...operation },
      },
    },
  });
  return onlyOperation(doc);
}

describe('Swagger 2.0 upgrade', () => {
  it('turns the body parameter into a JSON request body, keeping its pointer', () => {
    const got = op(
      'post',
      {
        parameters: [
          { name: 'payload', in: 'body', required: true, schema: { $ref: '#/definitions/Job' } },
        ],
      },
      { parameters: [{ name: 'jobid', in: 'path', required: true, type: 'integer' }] },
    );
    expect(got.body?.source).toBe('document');
    expect(got.body?.required).toBe(true);
    expect(got.body?.contents.map((c) => [c.mediaType, c.media])).toEqual([
      ['application/json', 'json'],
    ]);
    expect(got.body?.contents[0]?.schema).toEqual({
      ...ref('Job'),
      pointer: '#/paths/~1job~1{jobid}/post/parameters/0/schema',
    });
    expect(got.parameters.map((p) => [p.location, p.name, p.pointer])).toEqual([
      ['path', 'jobid', '#/paths/~1job~1{jobid}/parameters/0'],
    ]);
  });

  it('turns formData with a file into a multipart body', () => {
    const got = op('post', {
      consumes: ['multipart/form-data'],
      parameters: [
        { name: 'file', in: 'formData', type: 'file', required: true, description: 'the bytes' },
        { name: 'key', in: 'formData', type: 'string' },
      ],
    });
    const content = got.body?.contents[0];
    expect(content?.media).toBe('multipart');
    expect(bare(content?.schema)).toEqual(
      bare(obj({ file: binary({ description: 'the bytes' }), key: str() }, { required: ['file'] })),
    );
    expect(content?.schema.kind === 'object' && content.schema.properties[0]?.schema.pointer).toBe(
      '#/paths/~1job~1{jobid}/post/parameters/0',
    );
  });

  it('reads collectionFormat, x-nullable and response produces', () => {
    const got = op('get', {
      produces: ['application/json', 'text/csv'],
      parameters: [
        {
          name: 'ids',
          in: 'query',
          type: 'array',
          items: { type: 'integer' },
          collectionFormat: 'multi',
        },
        { name: 'tags', in: 'query', type: 'array', items: { type: 'string' } },
        { name: 'since', in: 'query', type: 'integer', 'x-nullable': true },
      ],
      responses: {
        200: { description: 'ok', schema: { type: 'array', items: { $ref: '#/definitions/Job' } } },
      },
    });
    expect(got.parameters.map((p) => [p.name, p.arrayFormat])).toEqual([
      ['jobid', 'csv'],
      ['ids', 'multi'],
      ['since', 'csv'],
      ['tags', 'csv'],
    ]);
    expect(bare(got.parameters.find((p) => p.name === 'ids')?.schema)).toEqual(bare(arr(int())));
    expect(got.parameters.find((p) => p.name === 'since')?.schema.nullable).toBe(true);
    expect(got.responses[0]?.contents.map((c) => c.mediaType)).toEqual([
      'application/json',
      'text/csv',
    ]);
    expect(got.result.shape).toBe('list');
  });

  it('reads a file download as raw', () => {
    const got = op('get', {
      produces: ['application/octet-stream'],
      responses: { 200: { description: 'bytes', schema: { type: 'file' } } },
    });
    expect([
      got.result.shape,
      got.result.source,
      got.result.item.kind,
      got.result.mediaType,
    ]).toEqual(['raw', 'not-json', 'binary', 'application/octet-stream']);
  });

  it('follows parameter and response refs to their definitions', () => {
    const doc = swagger2({
      parameters: { Limit: { name: 'limit', in: 'query', type: 'integer' } },
      responses: {
        Jobs: { description: 'jobs', schema: { type: 'array', items: { type: 'string' } } },
      },
      paths: {
        '/job': {
          get: {
            parameters: [{ $ref: '#/parameters/Limit' }],
            responses: { 200: { $ref: '#/responses/Jobs' } },
          },
        },
      },
    });
    const got = onlyOperation(doc);
    expect(got.parameters[0]?.pointer).toBe('#/parameters/Limit');
    expect(got.responses[0]?.pointer).toBe('#/responses/Jobs');
    expect(got.result.item.kind).toBe('string');
  });
});
