import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { repoRoot, runCli } from '../helpers/cli.js';

/**
 * `generate` and `check` with several versions, as a build step runs them: one output,
 * one lock recording every version's document, `check` stale when any of them moved;
 * bad version flags are one line and exit 2.
 */
const doc = (name: string) => join(repoRoot, 'fixtures/installation/docs', name);
const v1 = `1.0=${doc('v1.json')}`;
const v2 = `2.0=${doc('v2.json')}`;
const work = mkdtempSync(join(tmpdir(), 'specforge-versions-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

describe('generate and check --source NAME=<source>', () => {
  const out = join(work, 'api');
  const generate = () =>
    runCli(['generate', '--source', v1, '--source', v2, '-o', out, '--targets', 'types,client']);
  const check = (...sources: string[]) =>
    runCli(['check', ...sources.flatMap((s) => ['--source', s]), '-o', out, '--json']);

  it('writes one output whose lock records every version and its document', async () => {
    expect((await generate()).code).toBe(0);
    const lock = JSON.parse(readFileSync(join(out, 'specforge.lock.json'), 'utf8'));
    expect(
      lock.versions.map((v: { name: string; infoVersion: string }) => [v.name, v.infoVersion]),
    ).toEqual([
      ['1.0', '1.4.2'],
      ['2.0', '2.0.0'],
    ]);
    expect(lock.versions[0].document.info.version).toBe('1.4.2');
    expect(lock.versions[1].document.info.version).toBe('2.0.0');
    // The top level is the last version's: single-version readers (diff <dir>) keep working.
    expect(lock.sha256).toBe(lock.versions[1].sha256);
    const diff = await runCli(['diff', out, doc('v2.json'), '--format', 'json']);
    expect(diff.code).toBe(0);
    expect(JSON.parse(diff.stdout).summary).toEqual({ breaking: 0, warning: 0, info: 0 });
  });

  it("check: up to date, then stale when one version's document changed or a version went", async () => {
    expect((await check(v1, v2)).code).toBe(0);
    const moved = await check(v1, `2.0=${doc('v2.oas30.json')}`);
    expect(moved.code).toBe(1);
    const result = JSON.parse(moved.stdout);
    expect(result.reasons).toContain('document-changed');
    expect(result.document.from.sha256).not.toBe(result.document.to.sha256);
    const fewer = JSON.parse((await check(v1)).stdout);
    expect(fewer.reasons).toContain('versions-changed');
  });

  it('check --format githubactions: annotations, and the generate it suggests names every version', async () => {
    const sources = (...names: string[]) => names.flatMap((s) => ['--source', s]);
    const fresh = await runCli([
      'check',
      ...sources(v1, v2),
      '-o',
      out,
      '--format',
      'githubactions',
    ]);
    expect(fresh.code).toBe(0);
    expect(fresh.stdout).toMatch(/^::notice title=specforge check::.* is up to date$/m);
    const v2AsV1 = `2.0=${doc('v1.json')}`;
    const moved = await runCli([
      'check',
      ...sources(v1, v2AsV1),
      '-o',
      out,
      '--format',
      'githubactions',
    ]);
    expect(moved.code).toBe(1);
    const first = moved.stdout.split('\n')[0] as string;
    expect(first).toMatch(
      /^::error title=specforge check::.* is stale: the installation's document changed/,
    );
    expect(first).toContain(`run: specforge generate --source ${v1} --source ${v2AsV1} -o `);
    // The text report's diff reads the lock's top-level document (the newest version's).
    const text = await runCli(['check', ...sources(v1, v2AsV1), '-o', out]);
    expect(text.stdout).toContain(`(specforge diff ${out} ${doc('v1.json')} lists them all)`);
  });

  it('a lock whose version document was edited is refused (exit 2)', async () => {
    const path = join(out, 'specforge.lock.json');
    const original = readFileSync(path, 'utf8');
    const lock = JSON.parse(original);
    lock.versions[0].document.info.title = 'edited';
    writeFileSync(path, JSON.stringify(lock));
    try {
      const tampered = await check(v1, v2);
      expect(tampered.code).toBe(2);
      expect(tampered.stderr).toContain('the document of version 1.0 does not hash to its sha256');
    } finally {
      writeFileSync(path, original);
    }
  });
});

describe('the config\'s "versions"', () => {
  it('is the same as repeating --source', async () => {
    const dir = mkdtempSync(join(work, 'config-'));
    const config = {
      versions: { '1.0': doc('v1.json'), '2.0': doc('v2.json') },
      output: 'api',
      targets: ['types', 'client'],
    };
    writeFileSync(join(dir, 'specforge.config.json'), JSON.stringify(config));
    expect((await runCli(['generate'], { cwd: dir })).code).toBe(0);
    const flags = join(work, 'flags');
    await runCli([
      'generate',
      '--source',
      v1,
      '--source',
      v2,
      '-o',
      flags,
      '--targets',
      'types,client',
    ]);
    for (const file of ['index.ts', 'versions.ts', 'shared/types.ts', 'versions/2.0/client.ts'])
      expect(readFileSync(join(dir, 'api', file), 'utf8'), file).toBe(
        readFileSync(join(flags, file), 'utf8'),
      );
    expect((await runCli(['check'], { cwd: dir })).code).toBe(0);
  });
});

describe('bad version flags: one line, exit 2, nothing written', () => {
  it.each([
    [['--source', v1, '--source', `1_0=${doc('v2.json')}`], 'are the same in identifiers'],
    [['--source', v1, '--source', `1.0=${doc('v2.json')}`], 'version 1.0 is given twice'],
    [[doc('v1.json'), '--source', v2], 'cannot be mixed'],
    [
      ['--source', `.hidden=${doc('v1.json')}`, '--source', v2],
      'a version NAME starts with a letter or digit',
    ],
  ])('%j', async (flags, message) => {
    const out = join(work, 'bad');
    const result = await runCli(['generate', ...flags, '-o', out]);
    expect(result.code).toBe(2);
    expect(result.stderr).toContain(message);
    expect(result.stderr.trim().split('\n')[0]).toMatch(/^specforge: /);
    expect(() => readFileSync(join(out, 'index.ts'))).toThrow();
  });
});
