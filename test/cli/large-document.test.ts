import { mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { repoRoot, runCli } from '../helpers/cli.js';

// A local document of 5 MB or more runs with other V8 settings from the start
// (cli/v8-tuning.ts tuneForLargeDocument; bench/README.md §14): the same files must come out.
// The same document from stdin keeps the default settings, its size unknown up front.
describe('generate and check of a large document', () => {
  const dir = mkdtempSync(join(tmpdir(), 'specforge-large-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  const document = JSON.parse(
    readFileSync(join(repoRoot, 'fixtures/installation/docs/v2.json'), 'utf8'),
  ) as Record<string, unknown>;
  // An extension at the top level: read by nothing but the lock, which records the document.
  document['x-padding'] = 'x'.repeat(5_000_000);
  const text = JSON.stringify(document);
  const large = join(dir, 'large.json');
  writeFileSync(large, text);

  const files = (root: string): Record<string, string> => {
    const out: Record<string, string> = {};
    const walk = (at: string): void => {
      for (const entry of readdirSync(at, { withFileTypes: true })) {
        const path = join(at, entry.name);
        if (entry.isDirectory()) walk(path);
        else out[relative(root, path)] = readFileSync(path, 'utf8');
      }
    };
    walk(root);
    return out;
  };

  it('writes what the default settings write, and checks up to date', async () => {
    expect(text.length).toBeGreaterThanOrEqual(5_000_000);
    const tuned = join(dir, 'tuned');
    const plain = join(dir, 'plain');
    const fromFile = await runCli(['generate', large, '-o', tuned, '--targets', 'types,client']);
    expect(fromFile.code, fromFile.stderr).toBe(0);
    const fromStdin = await runCli(['generate', '-', '-o', plain, '--targets', 'types,client'], {
      input: text,
    });
    expect(fromStdin.code, fromStdin.stderr).toBe(0);
    const [a, b] = [files(tuned), files(plain)];
    // The lock names its source (the file, or stdin); everything else is byte for byte the same.
    const lockA = JSON.parse(a['specforge.lock.json']!) as Record<string, unknown>;
    const lockB = JSON.parse(b['specforge.lock.json']!) as Record<string, unknown>;
    expect({ ...lockA, source: '', generatedWith: [] }).toEqual({
      ...lockB,
      source: '',
      generatedWith: [],
    });
    delete a['specforge.lock.json'];
    delete b['specforge.lock.json'];
    expect(Object.keys(a).sort()).toEqual(Object.keys(b).sort());
    for (const path of Object.keys(a)) expect(a[path], path).toBe(b[path]);

    // check takes the same settings on a miss: an edited file is found and named.
    writeFileSync(join(tuned, 'types.ts'), `${a['types.ts']!}\n// edited\n`);
    const check = await runCli(['check', large, '-o', tuned]);
    expect(check.code).toBe(1);
    expect(check.stdout + check.stderr).toContain('types.ts');
  }, 60_000);
});
