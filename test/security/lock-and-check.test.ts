import { closeSync, mkdtempSync, openSync, readFileSync, ftruncateSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { repoRoot, runCli } from '../helpers/cli.js';

/**
 * Audit item 12: a lock whose embedded document no longer hashes to its sha256 was
 * trusted (check said "up to date", diff said "no changes"). Audit item 15: check read
 * every file whole, so a stray 2 GB file cost 2 GB and ended in "internal error".
 */
const v2 = join(repoRoot, 'fixtures/installation/docs/v2.json');
const v1 = join(repoRoot, 'fixtures/installation/docs/v1.json');
let out: string;

beforeAll(async () => {
  out = join(mkdtempSync(join(tmpdir(), 'specforge-sec-lock-')), 'api');
  expect((await runCli(['generate', v2, '-o', out, '--targets', 'types'])).code).toBe(0);
});

describe('a tampered lock is refused (audit item 12)', () => {
  it('check and diff refuse a lock whose document was edited, with exit 2', async () => {
    const copy = join(mkdtempSync(join(tmpdir(), 'specforge-sec-lock-')), 'api');
    expect((await runCli(['generate', v1, '-o', copy, '--targets', 'types'])).code).toBe(0);
    const lockPath = join(copy, 'specforge.lock.json');
    // A bad merge: the v2 document pasted into v1's lock, hash left as it was.
    const v1Lock = JSON.parse(readFileSync(lockPath, 'utf8')) as { document: unknown };
    const v2Lock = JSON.parse(readFileSync(join(out, 'specforge.lock.json'), 'utf8')) as { document: unknown };
    writeFileSync(lockPath, JSON.stringify({ ...v1Lock, document: v2Lock.document }));
    const check = await runCli(['check', v2, '-o', copy]);
    expect(check.code).toBe(2);
    expect(check.stderr).toMatch(/does not hash to its sha256/);
    const diff = await runCli(['diff', copy, v2]);
    expect(diff.code).toBe(2);
    expect(diff.stderr).toMatch(/does not hash to its sha256/);
  });
});

describe('check streams the output (audit item 15)', () => {
  it('reports a stray 3 GB (sparse) file as extra without reading it', async () => {
    const stray = openSync(join(out, 'huge.bin'), 'w');
    ftruncateSync(stray, 3 * 1024 ** 3);
    closeSync(stray);
    const result = await runCli(['check', v2, '-o', out, '--json']);
    expect(result.stderr).not.toMatch(/internal error/i);
    expect(result.code).toBe(1);
    expect(JSON.parse(result.stdout).files).toEqual([{ path: 'huge.bin', status: 'extra' }]);
  });
});
