import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { repoRoot, runCli } from '../helpers/cli.js';
import { writeFixturePair } from '../helpers/diff-fixtures.js';

const pair = (id: string) => {
  const { oldFile, newFile } = writeFixturePair(id);
  return [oldFile, newFile];
};
const [removedOld, removedNew] = pair('response-optional-property-removed') as [string, string];
const scratch = mkdtempSync(join(tmpdir(), 'specforge-diff-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

describe('specforge diff', () => {
  it('prints a text report grouped by operation and exits 1 on a breaking change', async () => {
    const result = await runCli(['diff', removedOld, removedNew]);
    expect(result.code).toBe(1);
    // The whole report (CI and NO_COLOR: no colour codes in it either).
    await expect(result.stdout).toMatchFileSnapshot('./outputs/diff-text.txt');
    expect(result.stdout).not.toContain('\u001b[');
  });

  it('follows --fail-on', async () => {
    expect((await runCli(['diff', removedOld, removedNew, '--fail-on', 'none'])).code).toBe(0);
    const warningPair = pair('request-parameter-pattern-changed');
    expect((await runCli(['diff', ...warningPair])).code).toBe(0);
    expect((await runCli(['diff', ...warningPair, '--fail-on', 'warning'])).code).toBe(1);
    expect((await runCli(['diff', ...pair('endpoint-added'), '--fail-on', 'warning'])).code).toBe(
      0,
    );
  });

  it("prints docs/contract.md's JSON shape with --format json and with --json", async () => {
    for (const flags of [['--format', 'json'], ['--json']]) {
      const result = await runCli(['diff', removedOld, removedNew, ...flags]);
      const report = JSON.parse(result.stdout);
      expect(report.summary).toEqual({
        breaking: expect.any(Number),
        warning: expect.any(Number),
        info: expect.any(Number),
      });
      expect(report.changes).toContainEqual(
        expect.objectContaining({
          id: 'response-optional-property-removed',
          level: 'breaking',
          method: 'GET',
          path: '/job/{jobid}',
          location: 'result.name',
        }),
      );
    }
  });

  it('prints a markdown table for PR comments', async () => {
    const result = await runCli(['diff', removedOld, removedNew, '--format', 'markdown']);
    await expect(result.stdout).toMatchFileSnapshot('./outputs/diff-markdown.md');
  });

  it('applies --level overrides and the ignore file', async () => {
    const lowered = await runCli([
      'diff',
      removedOld,
      removedNew,
      '--json',
      '--level',
      'response-optional-property-removed=info',
    ]);
    expect(lowered.code).toBe(0);
    expect(JSON.parse(lowered.stdout).summary.breaking).toBe(0);
    const ignoreFile = join(scratch, 'accepted.txt');
    writeFileSync(
      ignoreFile,
      '# accepted\nGET /job/{jobid} response-optional-property-removed result.name\n* /job response-optional-property-removed\n',
    );
    const ignored = await runCli([
      'diff',
      removedOld,
      removedNew,
      '--json',
      '--ignore',
      ignoreFile,
    ]);
    expect(ignored.code).toBe(0);
    expect(JSON.parse(ignored.stdout).changes).toEqual([]);
  });

  it('refuses a malformed ignore line with exit 2 naming file and line, and warns about unused lines', async () => {
    const bad = join(scratch, 'bad-ignore.txt');
    writeFileSync(bad, '# ok\nGET /job\n');
    const refused = await runCli(['diff', removedOld, removedNew, '--ignore', bad]);
    expect(refused.code).toBe(2);
    expect(refused.stderr).toContain(`${bad}:2: expected`);
    expect(refused.stderr).not.toContain('internal error');
    const unused = join(scratch, 'unused-ignore.txt');
    writeFileSync(unused, '* /job/{jobid} response-*\nDELETE /job/{jobid} request-*\n');
    const warned = await runCli(['diff', removedOld, removedNew, '--json', '--ignore', unused]);
    expect(warned.stderr).toContain(
      `warning: ${unused}:2: "DELETE /job/{jobid} request-*" matches no change`,
    );
    expect(warned.stderr).not.toContain(`${unused}:1`);
    expect(
      JSON.parse(warned.stdout).changes.every((c: { path: string }) => c.path !== '/job/{jobid}'),
    ).toBe(true);
  });

  it('refuses an ignore line naming no operation of either document, naming the closest', async () => {
    const typo = join(scratch, 'typo-ignore.txt');
    writeFileSync(typo, '* /job/{jobid} response-*\nGET /jobs/{jobid} *\n* /admin/* *\n');
    const refused = await runCli(['diff', removedOld, removedNew, '--ignore', typo]);
    expect(refused.code).toBe(2);
    expect(refused.stderr).toBe(
      `specforge: ${typo}:2: "GET /jobs/{jobid} *" names no operation of either document (did you mean "GET /job/{jobid}"?)\n`,
    );
    writeFileSync(typo, '* /admin/* *\n');
    const glob = await runCli(['diff', removedOld, removedNew, '--ignore', typo]);
    expect(glob.code).toBe(2);
    expect(glob.stderr).toMatch(/"\* \/admin\/\* \*" names no operation of either document\n$/);
  });

  it('names clients as the config file does', async () => {
    const config = join(scratch, 'specforge.config.json');
    writeFileSync(config, JSON.stringify({ names: { get_job_resource: 'job.details' } }));
    const result = await runCli(['diff', removedOld, removedNew, '--json', '--config', config]);
    const clients = JSON.parse(result.stdout).changes.map(
      (change: { client: string }) => change.client,
    );
    expect(clients).toContain('api.job.details() → Job.name');
  });

  it('reads one side from stdin and the other from a generated output directory', async () => {
    const generated = join(scratch, 'api');
    rmSync(generated, { recursive: true, force: true });
    // A real output: a lock is trusted only when its document hashes to its sha256.
    const generate = await runCli(['generate', removedOld, '-o', generated, '--targets', 'types']);
    expect(generate.code).toBe(0);
    const result = await runCli(['diff', generated, '-', '--json'], {
      input: readFileSync(removedNew, 'utf8'),
    });
    expect(result.code).toBe(1);
    expect(JSON.parse(result.stdout).summary.breaking).toBe(3); // Job is used by three operations
  });

  it('diffs a document against a live installation given by its base URL', async () => {
    const { startInstallation } = await import('../../fixtures/installation/server.js');
    const installation = await startInstallation({ version: 'v2' });
    try {
      const v1 = join(repoRoot, 'fixtures/installation/docs/v1.json');
      const result = await runCli(['diff', v1, installation.baseUrl, '--json']);
      expect(result.code).toBe(1);
      const breaking = JSON.parse(result.stdout).changes.filter(
        (c: { level: string }) => c.level === 'breaking',
      );
      const listed = readFileSync(join(repoRoot, 'fixtures/installation/CHANGES.md'), 'utf8').match(
        /\| yes \|/g,
      );
      expect(breaking).toHaveLength(listed!.length);
    } finally {
      await installation.close();
    }
  });

  it('refuses bad input with one line and exit 2', async () => {
    const cases = [
      ['diff', removedOld, join(scratch, 'missing.json')],
      ['diff', '-', '-'],
      ['diff', removedOld, removedNew, '--level', 'no-such-rule=info'],
      ['diff', removedOld, removedNew, '--level', 'response-optional-property-removed=fatal'],
      ['diff', scratch, removedNew],
    ];
    for (const args of cases) {
      const result = await runCli(args);
      expect(result.code, args.join(' ')).toBe(2);
      expect(result.stderr.split('\n')[0]).toMatch(/^specforge: /);
      expect(result.stderr).not.toMatch(/\n\s+at /);
    }
  });
});
