import { mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { repoRoot, runCli } from '../helpers/cli.js';

// A document of 5 MB or more runs with other V8 settings once it is read (cli/v8-tuning.ts
// tuneForLargeDocument; bench/README.md §14): the same files must come out. `--format` keeps
// V8's defaults (prettier needs them), and specforge's output is already prettier-clean.
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

  it('writes what the default settings write, from a file and from stdin, and checks', async () => {
    expect(text.length).toBeGreaterThanOrEqual(5_000_000);
    const tuned = join(dir, 'tuned');
    const piped = join(dir, 'piped');
    const plain = join(dir, 'plain');
    const targets = ['--targets', 'types,client'];
    const fromFile = await runCli(['generate', large, '-o', tuned, ...targets]);
    expect(fromFile.code, fromFile.stderr).toBe(0);
    const fromStdin = await runCli(['generate', '-', '-o', piped, ...targets], { input: text });
    expect(fromStdin.code, fromStdin.stderr).toBe(0);
    const formatted = await runCli(['generate', large, '-o', plain, ...targets, '--format']);
    expect(formatted.code, formatted.stderr).toBe(0);
    const [a, b, c] = [files(tuned), files(plain), files(piped)];
    // The locks differ only in how they were made (the source named, the flags and `--format`
    // among the inputs, the seal over them); the generated files are byte for byte the same.
    const lock = (all: Record<string, string>) => {
      const parsed = JSON.parse(all['specforge.lock.json']!) as Record<string, unknown>;
      delete all['specforge.lock.json'];
      const { source: _s, generatedWith: _g, inputsSeal: _i, inputs, ...rest } = parsed;
      return { ...rest, inputs: { ...(inputs as object), format: undefined } };
    };
    const lockA = lock(a);
    expect(lockA).toEqual(lock(b));
    expect(lock(c)).toEqual(lockA);
    expect(c).toEqual(a);
    expect(Object.keys(a).sort()).toEqual(Object.keys(b).sort());
    for (const path of Object.keys(a)) expect(a[path], path).toBe(b[path]);

    // The settings were taken, from the file and from stdin: V8's optimising compiler ran
    // (`--no-opt` stops it once the command starts, as for the small document).
    const optimised = async (source: string, input?: string) => {
      const out = join(dir, `trace-${optimisedRuns++}`);
      const run = await runCli(['generate', source, '-o', out, ...targets], {
        nodeFlags: ['--trace-opt'],
        ...(input !== undefined && { input }),
      });
      return run.stdout.split('\n').filter((line) => /completed (optimizing|compiling)/.test(line))
        .length;
    };
    let optimisedRuns = 0;
    const small = await optimised(join(repoRoot, 'fixtures/installation/docs/v2.json'));
    expect(await optimised(large)).toBeGreaterThan(small + 10);
    expect(await optimised('-', text)).toBeGreaterThan(small + 10);

    // check takes the same settings on a miss: an edited file is found and named.
    writeFileSync(join(tuned, 'types.ts'), `${a['types.ts']!}\n// edited\n`);
    const check = await runCli(['check', large, '-o', tuned]);
    expect(check.code).toBe(1);
    expect(check.stdout + check.stderr).toContain('types.ts');
  }, 60_000);
});
