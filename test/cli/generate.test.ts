import { mkdtempSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { repoRoot, runCli } from '../helpers/cli.js';

const v2 = join(repoRoot, 'fixtures/installation/docs/v2.json');

function tempDir(): string {
  return mkdtempSync(join(tmpdir(), 'specforge-generate-'));
}

/** Every key order reversed, at every depth: the same document to a JSON reader. */
function shuffled(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(shuffled);
  if (value === null || typeof value !== 'object') return value;
  const entries = Object.entries(value as Record<string, unknown>).reverse();
  return Object.fromEntries(entries.map(([key, item]) => [key, shuffled(item)]));
}

function readOutput(dir: string): Record<string, string> {
  const paths = readdirSync(dir, { recursive: true, encoding: 'utf8' }).filter((p) =>
    p.endsWith('.ts'),
  );
  return Object.fromEntries(paths.sort().map((p) => [p, readFileSync(join(dir, p), 'utf8')]));
}

describe('specforge generate', () => {
  it('writes the client, its runtime and the lock; --verify type-checks it', async () => {
    const out = join(tempDir(), 'api');
    const result = await runCli([
      'generate',
      v2,
      '-o',
      out,
      '--targets',
      'types,client',
      '--verify',
    ]);
    expect(result.code).toBe(0);
    const lock = JSON.parse(readFileSync(join(out, 'specforge.lock.json'), 'utf8'));
    // Every file the lock lists, plus the lock; every .ts file of them type-checked.
    const written = Object.keys(lock.files);
    const tsFiles = written.filter((path) => path.endsWith('.ts')).length;
    expect(result.stderr).toMatch(
      new RegExp(`^wrote ${written.length + 1} files to .*api \\(types, client\\): 71 operations`),
    );
    expect(result.stderr).toMatch(
      new RegExp(
        `\\nverified: ${tsFiles} \\.ts files type-checked by TypeScript \\d+\\.\\d+\\.\\d+ \\(ts-morph's own compiler\\) ` +
          'with strict, exactOptionalPropertyTypes, noUncheckedIndexedAccess, .*: no type errors\\n',
      ),
    );
    expect(lock).toMatchObject({
      infoVersion: '2.0.0',
      format: 'swagger 2.0',
      targets: ['client', 'types'],
    });
    expect(Object.keys(lock.files)).toContain('runtime/client.ts');
    expect(lock.document.info.version).toBe('2.0.0');
  });

  it('refuses an invalid names override: exit 2, one line naming the key, nothing written', async () => {
    const dir = tempDir();
    const config = join(dir, 'specforge.config.json');
    writeFileSync(config, JSON.stringify({ names: { 'GET /job': 'job' } }));
    const out = join(dir, 'api');
    const result = await runCli(['generate', v2, '-o', out, '--config', config]);
    expect(result.code).toBe(2);
    expect(result.stderr.trim().split('\n')).toEqual([
      'specforge: config: names["GET /job"] = "job" is not group.method made of identifiers.',
    ]);
    expect(readdirSync(dir)).toEqual(['specforge.config.json']);
  });

  it('gives byte-identical output for the same document, twice and with shuffled keys', async () => {
    const dir = tempDir();
    const shuffledDoc = join(dir, 'shuffled.json');
    writeFileSync(shuffledDoc, JSON.stringify(shuffled(JSON.parse(readFileSync(v2, 'utf8')))));
    const runs = [v2, v2, shuffledDoc].map((source, i) => ({ source, out: join(dir, `out${i}`) }));
    for (const { source, out } of runs) {
      expect(
        (await runCli(['generate', source, '-o', out, '--targets', 'types,client'])).code,
      ).toBe(0);
    }
    const [first, second, third] = runs.map(({ out }) => readOutput(out));
    expect(second).toEqual(first);
    expect(third).toEqual(first);
  });

  it('usage errors exit 2 with one line: unknown target, missing -o', async () => {
    const unknown = await runCli([
      'generate',
      v2,
      '-o',
      join(tempDir(), 'x'),
      '--targets',
      'types,java',
    ]);
    expect(unknown.code).toBe(2);
    expect(unknown.stderr).toMatch(/^specforge: [^\n]*unknown[^\n]*java[^\n]*\n$/);
    const missing = await runCli(['generate', v2]);
    expect(missing.code).toBe(2);
    expect(missing.stderr.split('\n')[0]).toMatch(/^specforge: .*output/);
  });

  it('refuses to replace a directory that is not a specforge output (exit 2)', async () => {
    const dir = tempDir();
    writeFileSync(join(dir, 'notes.txt'), 'keep me');
    const result = await runCli(['generate', v2, '-o', dir]);
    expect(result.code).toBe(2);
    expect(result.stderr).toMatch(/refusing to replace .*no specforge\.lock\.json/);
    expect(readdirSync(dir)).toEqual(['notes.txt']);
  });

  it('--format runs prettier over the output (already prettier-clean: same bytes)', async () => {
    const dir = tempDir();
    await runCli(['generate', v2, '-o', join(dir, 'plain'), '--targets', 'types,client']);
    const formatted = await runCli([
      'generate',
      v2,
      '-o',
      join(dir, 'formatted'),
      '--targets',
      'types,client',
      '--format',
    ]);
    expect(formatted.code).toBe(0);
    expect(readOutput(join(dir, 'formatted'))).toEqual(readOutput(join(dir, 'plain')));
  });
});
