import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import { normalise } from '../../src/normalise/index.js';
import { runCli } from '../helpers/cli.js';
import { transpileDir, type GeneratedModule } from '../e2e/harness.js';
import { flaskRestxDocument } from './document.js';

describe('an enum beside an array (Flask-RESTX action="append" with choices)', () => {
  it('moves the enum onto the items, keeps multi, and says so', () => {
    const model = normalise({ document: flaskRestxDocument() });
    const list = model.operations.find((op) => op.id === 'get_job_list');
    const state = list?.parameters.find((p) => p.name === 'state');
    expect(state?.arrayFormat).toBe('multi');
    expect(state?.schema.kind).toBe('array');
    const items = state?.schema.kind === 'array' ? state.schema.items : undefined;
    expect(items).toMatchObject({
      kind: 'enum',
      base: 'string',
      values: ['queued', 'running', 'done'],
    });
    expect(items?.not).toBeUndefined();
    const moved = model.diagnostics.filter((d) => d.code === 'enum-moved-to-items');
    expect(moved.map((d) => [d.severity, d.pointer])).toEqual([
      ['info', '#/paths/~1job/get/parameters/0'],
    ]);
  });

  it('gives the client `state?: JobListState[]`, validates each item and sends state=a&state=b', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'sf-array-enum-'));
    writeFileSync(join(dir, 'doc.json'), JSON.stringify(flaskRestxDocument()));
    const out = join(dir, 'api');
    const result = await runCli([
      'generate',
      join(dir, 'doc.json'),
      '-o',
      out,
      '--targets',
      'types,client,validators',
    ]);
    expect(result.stderr).not.toMatch(/error/i);
    expect(result.code).toBe(0);
    const sources = ['types.ts', 'client.ts', 'enums.ts'].map((f) => {
      try {
        return readFileSync(join(out, f), 'utf8');
      } catch {
        return '';
      }
    });
    expect(sources.join('\n')).toMatch(/state\?: JobListState\[\]/);
    expect(sources.join('\n')).toMatch(
      /export type JobListState = 'queued' \| 'running' \| 'done';/,
    );
    transpileDir(out);
    const api = (await import(pathToFileURL(join(out, 'index.js')).href)) as GeneratedModule;
    const requests: Request[] = [];
    const client = api.createClient({
      baseUrl: 'http://127.0.0.1:1',
      validate: 'requests',
      fetch: async (request: Request) => {
        requests.push(request);
        return new Response(JSON.stringify({ status: 'success', result: [] }), {
          headers: { 'content-type': 'application/json' },
        });
      },
    });
    await client.job.list({ state: ['queued', 'running'] });
    expect(new URL(requests[0]!.url).search).toBe('?state=queued&state=running');
    await expect(client.job.list({ state: ['bogus'] })).rejects.toThrow(/state/);
    expect(requests).toHaveLength(1);
  });
});
