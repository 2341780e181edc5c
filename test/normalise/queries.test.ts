import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { normalise, type NormaliseOptions } from '../../src/normalise/index.js';
import type { ApiModel, Operation } from '../../src/ir/types.js';
import { repoRoot, runCli } from '../helpers/cli.js';

/** Paging, polling and invalidation as the model decides them (src/normalise/queries/). */
const v2 = JSON.parse(readFileSync(join(repoRoot, 'fixtures/installation/docs/v2.json'), 'utf8'));
const byId = (model: ApiModel, id: string) => model.operations.find((op) => op.id === id) as Operation;
const reads = (op: Operation) => op.invalidates?.map((i) => i.operation);

describe('the query facts of the reference installation', () => {
  const model = normalise({ document: v2 });

  it('pages GET /job by limit/offset, and not GET /queue/{queuename}/job (limit alone)', () => {
    expect(byId(model, 'get_job_list').paging).toEqual({ kind: 'offset', offset: 'offset', limit: 'limit' });
    expect(byId(model, 'get_queue_job_list').paging).toBeUndefined();
  });

  it('polls a job until the end states of its enum, and a node until it is offline', () => {
    expect(byId(model, 'get_job_resource').polling).toEqual({
      field: 'state',
      terminal: ['finished', 'failed', 'cancelled'],
      source: 'derived',
    });
    // online, drain, offline, maintenance: only offline stays until someone acts.
    expect(byId(model, 'get_node_resource').polling).toEqual({ field: 'state', terminal: ['offline'], source: 'derived' });
  });

  it('derives what writes invalidate from the paths', () => {
    expect(reads(byId(model, 'post_job_list'))).toEqual(['get_job_list', 'get_queue_job_list']);
    expect(byId(model, 'post_job_cancel').invalidates).toEqual([
      { operation: 'get_job_list', bound: [] },
      { operation: 'get_job_resource', bound: ['jobid'] },
      { operation: 'get_queue_job_list', bound: [] },
    ]);
    expect(reads(byId(model, 'delete_job_resource'))).toContain('get_job_log');
    expect(model.operations.filter((op) => op.path === '/auth').every((op) => !op.invalidates)).toBe(true);
  });
});

describe('query overrides', () => {
  const options: NormaliseOptions = {
    query: {
      invalidates: { 'POST /job': ['get_job_list', 'GET /job/stats', 'no_such_read'] },
      terminal: { get_job_resource: ['finished'], 'GET /node/{nodeid}': ['offline'] },
    },
  };
  const model = normalise({ document: v2 }, options);

  it('replace the derived lists, by operationId or METHOD /path, and say what they could not find', () => {
    expect(reads(byId(model, 'post_job_list'))).toEqual(['get_job_list', 'get_job_stats']);
    expect(byId(model, 'get_job_resource').polling).toEqual({ field: 'state', terminal: ['finished'], source: 'config' });
    const codes = model.diagnostics.map((d) => d.code);
    expect(codes).toContain('query-invalidates-unknown');
  });

  it('[] turns polling off', () => {
    const off = normalise({ document: v2 }, { query: { terminal: { get_job_resource: [] } } });
    expect(byId(off, 'get_job_resource').polling).toBeUndefined();
  });
});

describe('paging styles', () => {
  const document = (parameters: object[], item: object) => ({
    openapi: '3.0.3',
    info: { title: 't', version: '1' },
    paths: {
      '/events': {
        get: {
          operationId: 'list_events',
          parameters,
          responses: { 200: { description: 'ok', content: { 'application/json': { schema: { type: 'array', items: item } } } } },
        },
      },
    },
  });
  const integer = { type: 'integer' };
  const paging = (parameters: object[], item: object = { type: 'object' }) =>
    normalise({ document: document(parameters, item) }).operations[0]?.paging;

  it('page with a page size, page alone, and an id cursor', () => {
    expect(paging([{ name: 'page', in: 'query', schema: integer }, { name: 'per_page', in: 'query', schema: integer }])).toEqual({ kind: 'page', page: 'page', size: 'per_page' });
    expect(paging([{ name: 'page', in: 'query', schema: integer }])).toEqual({ kind: 'page', page: 'page' });
    const withId = { type: 'object', properties: { id: integer } };
    expect(paging([{ name: 'since', in: 'query', schema: integer }], withId)).toEqual({ kind: 'since', since: 'since', field: 'id' });
    expect(paging([{ name: 'since', in: 'query', schema: integer }])).toBeUndefined();
  });
});

it('inspect shows paging, polling and invalidation, with the config applied', async () => {
  const dir = mkdtempSync(join(tmpdir(), 'specforge-query-'));
  writeFileSync(join(dir, 'specforge.config.json'), JSON.stringify({ query: { terminal: { get_job_resource: ['failed'] } } }));
  const source = join(repoRoot, 'fixtures/installation/docs/v2.json');
  const { stdout, code } = await runCli(['inspect', source, '--json'], { cwd: dir });
  expect(code).toBe(0);
  const operations = JSON.parse(stdout).operations as Record<string, unknown>[];
  const find = (id: string) => operations.find((op) => op.id === id);
  expect(find('get_job_list')?.paging).toEqual({ kind: 'offset', offset: 'offset', limit: 'limit' });
  expect(find('get_job_resource')?.polling).toEqual({ field: 'state', terminal: ['failed'] });
  expect(find('post_job_list')?.invalidates).toEqual(['get_job_list', 'get_queue_job_list']);
});
