import { mkdtemp, readdir, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { repoRoot, runCli } from '../helpers/cli.js';

/** `diff --format html`, `--group-by` and `-o` as a user runs them (pages themselves: test/html/). */
const docs = join(repoRoot, 'fixtures/installation/docs');
const pair = [join(docs, 'v1.json'), join(docs, 'v2.json')];

describe('specforge diff --format html / -o', () => {
  it('prints the page on stdout without -o, and still gates', async () => {
    const result = await runCli(['diff', ...pair, '--format', 'html']);
    expect(result.code).toBe(1);
    expect(result.stdout).toMatch(/^<!DOCTYPE html>\n/);
    expect(result.stdout).toContain('<h1>API changes:');
    expect(result.stdout.trimEnd().endsWith('</html>')).toBe(true);
    expect(result.stderr).toBe('');
  });

  it('writes any format to -o atomically (no temporary file left), and says so on stderr', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'specforge-diff-o-'));
    const file = join(dir, 'changes.md');
    await writeFile(file, 'previous');
    const result = await runCli([
      'diff',
      ...pair,
      '--format',
      'markdown',
      '-o',
      file,
      '--fail-on',
      'none',
    ]);
    expect(result.code).toBe(0);
    expect(result.stdout).toBe('');
    expect(result.stderr).toBe(`wrote the diff report to ${file}\n`);
    expect(await readFile(file, 'utf8')).toMatch(/^### API changes: \d+ breaking/);
    expect(await readdir(dir)).toEqual(['changes.md']);
  });

  it('an -o that cannot be written is one line and exit 2', async () => {
    const file = join(repoRoot, 'no-such-dir', 'changes.html');
    const result = await runCli(['diff', ...pair, '--format', 'html', '-o', file]);
    expect(result.code).toBe(2);
    expect(result.stderr).toBe(`specforge: cannot write ${file}: ENOENT\n`);
  });

  it('--group-by schema folds a schema change into one entry listing the operations it reaches', async () => {
    const byOperation = await runCli([
      'diff',
      ...pair,
      '--format',
      'html',
      '--group-by',
      'operation',
    ]);
    const bySchema = await runCli(['diff', ...pair, '--format', 'html', '--group-by', 'schema']);
    expect(bySchema.stdout).toContain('grouped by schema');
    expect(bySchema.stdout).toContain('id="schema-joblog"');
    // each schema here is reached by one operation (CHANGES.md): the same entries, regrouped
    const items = (page: string) => page.match(/<li class="item"/g)?.length;
    expect(items(bySchema.stdout)).toBe(items(byOperation.stdout));
  });

  it('refuses an unknown grouping', async () => {
    const result = await runCli(['diff', ...pair, '--format', 'html', '--group-by', 'tag']);
    expect(result.code).toBe(2);
    expect(result.stderr).toMatch(/group-by/);
  });
});
