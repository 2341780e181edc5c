import { spawn } from 'node:child_process';
import {
  chmodSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  realpathSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { repoRoot, runCli } from '../helpers/cli.js';

/**
 * Audit items 2, 13, 14 and 16 (output side): `generate` must never delete what it did
 * not write, must leave nothing behind when interrupted, must keep a symlinked output
 * a link, and must report permission problems as such (exit 2, no "internal error").
 */
const v2 = join(repoRoot, 'fixtures/installation/docs/v2.json');
const isRoot = process.getuid?.() === 0;

function sandbox(): string {
  return mkdtempSync(join(tmpdir(), 'specforge-sec-out-'));
}

function generate(out: string, ...extra: string[]) {
  return runCli(['generate', v2, '-o', out, '--targets', 'types', ...extra]);
}

describe('generate never deletes user files (audit item 2)', () => {
  it('refuses a directory whose specforge.lock.json is junk, and touches nothing', async () => {
    const out = join(sandbox(), 'src');
    mkdirSync(out);
    writeFileSync(join(out, 'main.ts'), 'precious');
    writeFileSync(join(out, 'specforge.lock.json'), 'junk');
    const result = await generate(out);
    expect(result.code).toBe(2);
    expect(result.stderr).toMatch(/specforge\.lock\.json is not valid JSON/);
    expect(readFileSync(join(out, 'main.ts'), 'utf8')).toBe('precious');
  });

  it('refuses a directory with a directory named specforge.lock.json', async () => {
    const out = join(sandbox(), 'src');
    mkdirSync(join(out, 'specforge.lock.json'), { recursive: true });
    writeFileSync(join(out, 'main.ts'), 'precious');
    expect((await generate(out)).code).toBe(2);
    expect(existsSync(join(out, 'main.ts'))).toBe(true);
  });

  it('refuses to drop a file added by hand, naming it; --force drops it', async () => {
    const out = join(sandbox(), 'api');
    expect((await generate(out)).code).toBe(0);
    writeFileSync(join(out, 'notes.md'), 'mine');
    const refused = await generate(out);
    expect(refused.code).toBe(2);
    expect(refused.stderr).toContain('notes.md');
    expect(refused.stderr).not.toMatch(/internal error/i);
    expect(readFileSync(join(out, 'notes.md'), 'utf8')).toBe('mine');
    expect((await generate(out, '--force')).code).toBe(0);
    expect(existsSync(join(out, 'notes.md'))).toBe(false);
  });
});

describe('interrupted and concurrent generate (audit item 13)', () => {
  it('removes the temporary directory and write lock a killed run left', async () => {
    const parent = sandbox();
    const out = join(parent, 'api');
    expect((await generate(out)).code).toBe(0);
    const deadPid = 2 ** 22 + 12345; // above Linux's pid_max default: never a live process
    mkdirSync(join(parent, `.api.specforge-new-${deadPid}-deadbeef`));
    writeFileSync(join(parent, `.api.specforge-new-${deadPid}-deadbeef`, 'big.ts'), 'x');
    writeFileSync(join(parent, '.api.specforge-lock'), String(deadPid));
    expect((await generate(out)).code).toBe(0);
    expect(readdirSync(parent)).toEqual(['api']);
  });

  it('refuses a second writer while the first holds the lock (exit 2)', async () => {
    const parent = sandbox();
    writeFileSync(join(parent, '.api.specforge-lock'), String(process.pid));
    const result = await generate(join(parent, 'api'));
    expect(result.code).toBe(2);
    expect(result.stderr).toMatch(/another specforge \(pid \d+\) is writing/);
  });

  it('leaves no temporary directory when SIGTERM arrives mid-write', async () => {
    const parent = sandbox();
    // A writer whose files interrupt it: the signal lands between two awaited writes.
    const script = `
      const { writeOutputDir } = await import(${JSON.stringify(join(repoRoot, 'dist/src/write/atomic.js'))});
      const files = Array.from({ length: 50 }, (_, i) => ({
        path: 'f' + i + '.ts',
        get contents() { if (i === 10) process.kill(process.pid, 'SIGTERM'); return 'export {};\\n'; },
      }));
      await writeOutputDir(${JSON.stringify(join(parent, 'api'))}, files);
      await new Promise((r) => setTimeout(r, 5000));`;
    const child = spawn(process.execPath, ['--input-type=module', '-e', script], { stdio: 'ignore' });
    const signal = await new Promise((resolve) => child.on('exit', (_code, sig) => resolve(sig)));
    expect(signal).toBe('SIGTERM');
    expect(readdirSync(parent)).toEqual([]);
  });

  it.skipIf(isRoot)('replaces a read-only previous output and exits 0', async () => {
    const out = join(sandbox(), 'api');
    expect((await generate(out)).code).toBe(0);
    for (const dir of [join(out, 'runtime'), out]) if (existsSync(dir)) chmodSync(dir, 0o555);
    const result = await generate(out);
    expect(result.stderr).not.toMatch(/internal error/i);
    expect(result.code).toBe(0);
  });
});

describe('symbolic links and permissions as -o (audit items 14, 16)', () => {
  it('writes through a symlinked output directory and keeps the link', async () => {
    const parent = sandbox();
    mkdirSync(join(parent, 'real'));
    symlinkSync(join(parent, 'real'), join(parent, 'link'));
    expect((await generate(join(parent, 'link'))).code).toBe(0);
    expect((await generate(join(parent, 'link'))).code).toBe(0);
    expect(realpathSync(join(parent, 'link'))).toBe(join(realpathSync(parent), 'real'));
    expect(readdirSync(join(parent, 'real'))).toContain('specforge.lock.json');
  });

  it('reports a dangling symlink as -o with its own code', async () => {
    const parent = sandbox();
    symlinkSync(join(parent, 'nowhere'), join(parent, 'link'));
    const result = await generate(join(parent, 'link'));
    expect(result.code).toBe(2);
    expect(result.stderr).toMatch(/symbolic link to a path that does not exist/);
  });

  it.skipIf(isRoot)('reports an unwritable parent as a permission problem (exit 2)', async () => {
    const parent = sandbox();
    chmodSync(parent, 0o555);
    const result = await generate(join(parent, 'api'));
    expect(result.code).toBe(2);
    expect(result.stderr).toMatch(/cannot write .*EACCES/);
  });
});
