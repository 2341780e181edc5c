import { mkdtempSync, readFileSync, writeFileSync, appendFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { check, generate } from '../../src/api/index.js';
import { checkText } from '../../src/check/report.js';
import { repoRoot, runCli } from '../helpers/cli.js';

const v1 = join(repoRoot, 'fixtures/installation/docs/v1.json');
const v2 = join(repoRoot, 'fixtures/installation/docs/v2.json');
const targets = ['types', 'client'] as const;

/** A fresh output directory generated from v1 (types + client: enough to tell staleness). */
async function generatedDir(): Promise<string> {
  const output = join(mkdtempSync(join(tmpdir(), 'specforge-check-')), 'api');
  await generate({ source: v1, output, targets: [...targets] });
  return output;
}

describe('check', () => {
  let output: string;
  beforeAll(async () => {
    output = await generatedDir();
  });

  it('finds a directory generated from the same document up to date', async () => {
    const result = await check({ source: v1, output });
    expect(result).toMatchObject({ upToDate: true, reasons: [], files: [] });
  });

  it('catches a v1 → v2 move: the document changed, breaking changes first, stale files', async () => {
    const result = await check({ source: v2, output });
    expect(result.upToDate).toBe(false);
    expect(result.reasons).toEqual(['document-changed']);
    expect(result.document?.from.version).not.toBe(result.document?.to.version);
    expect(result.document?.diff.summary.breaking).toBeGreaterThan(0);
    expect(result.document?.diff.changes[0]?.level).toBe('breaking');
    expect(result.document?.operations.added).toBeGreaterThan(0);
    expect(result.files.map((f) => f.path)).toContain('client.ts');
    expect(result.files.every((f) => f.status === 'stale')).toBe(true);
    const text = checkText(result, v2);
    expect(text).toContain("the installation's document changed");
    expect(text).toMatch(/breaking +(GET|POST|PUT|DELETE) \//);
  });

  it('tells a hand edit and an added file apart from a stale one', async () => {
    const dir = await generatedDir();
    appendFileSync(join(dir, 'types.ts'), '// edited\n');
    writeFileSync(join(dir, 'notes.txt'), 'mine\n');
    rmSync(join(dir, 'index.ts'));
    const result = await check({ source: v1, output: dir });
    expect(result.reasons).toEqual(['edited']);
    expect(result.files).toEqual([
      { path: 'index.ts', status: 'missing' },
      { path: 'notes.txt', status: 'extra' },
      { path: 'types.ts', status: 'edited' },
    ]);
  });

  it('tells "specforge changed" from "the document changed" through the lock', async () => {
    const dir = await generatedDir();
    const lockPath = join(dir, 'specforge.lock.json');
    const lock = JSON.parse(readFileSync(lockPath, 'utf8'));
    writeFileSync(lockPath, JSON.stringify({ ...lock, specforgeVersion: '0.0.1' }));
    const result = await check({ source: v1, output: dir });
    expect(result.reasons).toContain('specforge-changed');
    expect(result.reasons).not.toContain('document-changed');
    expect(result.specforge).toEqual({ from: '0.0.1', to: expect.any(String) });
  });

  it('reports a directory that was never generated', async () => {
    const result = await check({ source: v1, output: join(tmpdir(), 'specforge-never-generated-dir') });
    expect(result).toMatchObject({ upToDate: false, reasons: ['not-generated'] });
  });
});

describe('specforge check (CLI)', () => {
  it('exits 0 when up to date, 1 when stale (saying why), 2 without an output dir; writes nothing', async () => {
    const output = await generatedDir();
    const before = readFileSync(join(output, 'client.ts'), 'utf8');
    expect((await runCli(['check', v1, '-o', output])).code).toBe(0);
    const stale = await runCli(['check', v2, '-o', output]);
    expect(stale.code).toBe(1);
    expect(stale.stdout).toContain("the installation's document changed");
    expect(stale.stdout).toContain('stale');
    expect(readFileSync(join(output, 'client.ts'), 'utf8')).toBe(before);
    const json = JSON.parse((await runCli(['check', v2, '-o', output, '--json'])).stdout);
    expect(json.reasons).toEqual(['document-changed']);
    const usage = await runCli(['check', v1], { cwd: tmpdir() });
    expect(usage.code).toBe(2);
    expect(usage.stderr).toContain('no output directory given');
  });
});
