import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { repoRoot, runCli } from '../helpers/cli.js';

const v1 = join(repoRoot, 'fixtures', 'installation', 'docs', 'v1.json');

describe('specforge inspect', () => {
  it('prints operations with name, access, result and auth, then the diagnostics', async () => {
    const { code, stdout, stderr } = await runCli(['inspect', v1]);
    expect([code, stderr]).toEqual([0, '']);
    expect(stdout).toMatch(
      /^Job service API 1\.4\.2 — swagger 2\.0, basePath \/api, sha256 [0-9a-f]{12}$/m,
    );
    expect(stdout).toMatch(/^GET +\/job +job\.list +user +list +yes +pages by offset +the schema is an array$/m);
    expect(stdout).toMatch(
      /^GET +\/superadmin\/realm +superadmin\.realm\.list +superadmin +list +yes/m,
    );
    expect(stdout).toMatch(/^GET +\/auth +auth\.session +none +single +no/m);
    expect(stdout).toMatch(
      /^warning +duplicate-operation-id +#\/paths\/~1superadmin~1user\/get\/operationId$/m,
    );
    expect(stdout).toContain('70 operations, 30 schemas');
  });

  it('--json prints exactly the docs/contract.md shape', async () => {
    const { code, stdout } = await runCli(['inspect', v1, '--json']);
    expect(code).toBe(0);
    const out = JSON.parse(stdout);
    expect(Object.keys(out)).toEqual(['format', 'version', 'sha256', 'operations', 'diagnostics']);
    expect(out).toMatchObject({ format: 'swagger 2.0', version: '1.4.2' });
    expect(out.sha256).toMatch(/^[0-9a-f]{64}$/);
    expect(out.operations).toContainEqual({
      id: 'get_job_list',
      method: 'GET',
      path: '/job',
      name: 'job.list',
      access: 'user',
      result: 'list',
      auth: true,
      paging: { kind: 'offset', offset: 'offset', limit: 'limit' },
    });
    // docs/contract.md's seven keys, then the query target's facts where the model found them (#16).
    const query = new Set(['paging', 'polling', 'invalidates']);
    for (const op of out.operations) {
      const keys = Object.keys(op);
      expect(keys.slice(0, 7)).toEqual(['id', 'method', 'path', 'name', 'access', 'result', 'auth']);
      expect(keys.slice(7).every((key) => query.has(key))).toBe(true);
    }
    for (const d of out.diagnostics)
      expect(Object.keys(d)).toEqual(['code', 'severity', 'pointer', 'message']);
  });

  it('reads stdin and applies the config file overrides', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'specforge-inspect-'));
    const config = join(dir, 'specforge.config.json');
    writeFileSync(
      config,
      JSON.stringify({ envelope: { get_job_list: 'single' }, names: { 'GET /job': 'jobs.all' } }),
    );
    const { code, stdout } = await runCli(['inspect', '-', '--json', '--config', config], {
      input: readFileSync(v1, 'utf8'),
    });
    expect(code).toBe(0);
    const op = JSON.parse(stdout).operations.find((o: { id: string }) => o.id === 'get_job_list');
    expect(op).toMatchObject({ name: 'jobs.all', result: 'single' });
  });

  it('exits 2 with one line for a missing file', async () => {
    const { code, stdout, stderr } = await runCli(['inspect', join(repoRoot, 'no-such-file.json')]);
    expect([code, stdout]).toEqual([2, '']);
    expect(stderr.split('\n')[0]).toMatch(/^specforge: /);
  });
});
