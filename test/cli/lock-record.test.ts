import { copyFileSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { repoRoot, runCli } from '../helpers/cli.js';

/** Issue 34 part 5: the lock keeps generate's flags (redacted); a document that left its lock is named. */
const v1 = join(repoRoot, 'fixtures/installation/docs/v1.json');
const v2 = join(repoRoot, 'fixtures/installation/docs/v2.json');

describe("check suggests generate's own command", () => {
  it('records the flags, redacts header values, and suggests them when stale', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'specforge-lock-record-'));
    const source = join(dir, 'doc.json');
    const overlay = join(dir, 'fix.json');
    const output = join(dir, 'api');
    copyFileSync(v1, source);
    writeFileSync(
      overlay,
      JSON.stringify({
        overlay: '1.0.0',
        info: { title: 'o', version: '1' },
        actions: [{ target: '$.info', update: { description: 'x' } }],
      }),
    );
    const flags = [
      '--targets',
      'types,client',
      '--overlay',
      overlay,
      '--header',
      'Token: s3cret-value',
      '--timeout',
      '5000',
    ];
    const generated = await runCli(['generate', source, '-o', output, ...flags]);
    expect(generated.code, generated.stderr).toBe(0);
    const lockText = readFileSync(join(output, 'specforge.lock.json'), 'utf8');
    expect(lockText).not.toContain('s3cret-value');
    expect(JSON.parse(lockText).generatedWith).toEqual([
      '--targets',
      'types,client',
      '--overlay',
      overlay,
      '--header',
      'Token: REDACTED',
      '--timeout',
      '5000',
    ]);
    copyFileSync(v2, source);
    // check is run with the overlay only: its suggestion still carries generate's targets and flags.
    const stale = await runCli(['check', source, '-o', output, '--overlay', overlay]);
    expect(stale.code).toBe(1);
    expect(stale.stdout).toContain(
      `run: specforge generate ${source} --targets types,client --overlay ${overlay} --header 'Token: REDACTED' --timeout 5000 -o ${output}`,
    );
    expect(stale.stdout).toContain(`specforge diff ${output} ${source} --overlay ${overlay}`);
  });
});

describe('a document that no longer matches the lock fetch wrote beside it', () => {
  async function fetched(): Promise<{ doc: string; lock: string }> {
    const dir = mkdtempSync(join(tmpdir(), 'specforge-lock-beside-'));
    const doc = join(dir, 'doc.json');
    expect((await runCli(['fetch', v1, '-o', doc])).code).toBe(0);
    return { doc, lock: join(dir, 'doc.lock.json') };
  }
  const warning =
    /^warning: .*doc\.json no longer matches .*doc\.lock\.json \(sha256 [0-9a-f]{12}, the lock says [0-9a-f]{12}\)/m;

  it('says nothing while they match', async () => {
    const { doc } = await fetched();
    for (const args of [
      ['validate', doc],
      ['fetch', doc],
      ['generate', doc, '-o', join(doc, '..', 'api'), '--targets', 'types'],
    ]) {
      const run = await runCli(args);
      expect(run.stderr).not.toMatch(/no longer matches/);
    }
  });

  it('generate, validate and fetch warn in one line and exit as they would without the lock', async () => {
    const { doc, lock } = await fetched();
    copyFileSync(v2, doc);
    const runs = {
      generate: ['generate', doc, '-o', join(doc, '..', 'api'), '--targets', 'types'],
      validate: ['validate', doc],
      fetch: ['fetch', doc],
    };
    const codes: Record<string, number> = {};
    for (const [name, args] of Object.entries(runs)) {
      const run = await runCli(args);
      expect(run.stderr, name).toMatch(warning);
      expect(run.stderr.match(/no longer matches/g), name).toHaveLength(1);
      codes[name] = run.code;
    }
    writeFileSync(lock, '{}');
    for (const [name, args] of Object.entries(runs)) {
      const run = await runCli(args);
      expect(run.stderr, name).not.toMatch(/no longer matches/);
      expect(run.code, name).toBe(codes[name]);
    }
  });
});
