import { describe, expect, it } from 'vitest';
import { closest, editDistance } from '../../src/util/did-you-mean.js';
import { model, swagger2 } from './helpers.js';

/** Config keys that name no operation are errors naming the nearest real key, never ignored. */
const ok = { 200: { description: 'ok' } };
const doc = swagger2({
  paths: {
    '/job': { get: { operationId: 'get_job_list', responses: ok } },
    '/job/{jobid}': { get: { operationId: 'get_job_resource', responses: ok } },
    '/admin/node': { get: { operationId: 'get_node_list', responses: ok } },
  },
});

const unknown = (options: Parameters<typeof model>[1]) =>
  model(doc, options)
    .diagnostics.filter((d) => d.code === 'config-key-unknown')
    .map((d) => [d.severity, d.message]);

describe('unknown config keys', () => {
  it('envelope, names, access and query keys: each misspelt key names the closest real one', () => {
    expect(unknown({ envelope: { get_jobs_list: 'list' } })).toEqual([
      [
        'error',
        'envelope["get_jobs_list"] names no operation of this document (did you mean "get_job_list"?)',
      ],
    ]);
    expect(unknown({ names: { 'GET /jobs': 'job.all' } })[0]?.[1]).toContain(
      'names["GET /jobs"] names no operation of this document (did you mean "GET /job"?)',
    );
    expect(unknown({ access: { '/admn/*': 'user' } })[0]?.[1]).toBe(
      'access["/admn/*"] covers no path of this document (did you mean "/admin/*"?)',
    );
    expect(unknown({ query: { terminal: { get_job_resourse: ['done'] } } })[0]?.[1]).toContain(
      '(did you mean "get_job_resource"?)',
    );
  });

  it('says nothing of keys that name an operation (id or METHOD /path) or cover a path', () => {
    expect(
      unknown({
        envelope: { get_job_list: 'list', 'GET /job/{jobid}': 'single' },
        access: { '/admin/*': 'user', '/*': 'user', '/job/*': 'user' },
      }),
    ).toEqual([]);
  });

  it('a key near nothing gets no guess', () => {
    expect(unknown({ names: { completely_else: 'a.b' } })).toEqual([
      ['error', 'names["completely_else"] names no operation of this document'],
    ]);
  });
});

describe('closest', () => {
  it('is Levenshtein distance, within a third of the length', () => {
    expect(editDistance('kitten', 'sitting')).toBe(3);
    expect(editDistance('', 'abc')).toBe(3);
    expect(closest('get_jobs_list', ['get_job_resource', 'get_job_list'])).toBe('get_job_list');
    expect(closest('xyz', ['get_job_list'])).toBeUndefined();
  });
});
