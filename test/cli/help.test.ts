import { describe, expect, it } from 'vitest';
import { repoRoot, runCli } from '../helpers/cli.js';
import { LOAD_FLAG_NAMES } from '../../src/cli/source-flags.js';

describe('specforge --help and usage errors', () => {
  it('lists every command of the contract', async () => {
    const result = await runCli(['--help']);
    expect(result.code).toBe(0);
    for (const command of ['fetch', 'validate', 'inspect', 'generate', 'check', 'diff', 'mock', 'init']) {
      expect(result.stdout).toContain(`specforge ${command}`);
    }
  });

  it('prints the version from package.json', async () => {
    const result = await runCli(['--version']);
    expect(result.code).toBe(0);
    expect(result.stdout.trim()).toMatch(/^\d+\.\d+\.\d+/);
  });

  it.each([
    [['diff', 'a', 'b', '--retris', '3'], 'did you mean --retries? see specforge diff --help'],
    [['diff', 'a', 'b', '--max-sise', '3', '--fail-of', 'x'], 'did you mean --max-size, --fail-on? see specforge diff --help'],
    [['generate', 'x', '--taregts', 'types'], 'did you mean --targets? see specforge generate --help'],
    [['inspect', '--jsn'], 'did you mean --json? see specforge inspect --help'],
    [['inspect', '--zzzzzz'], 'see specforge inspect --help'],
  ])('a mistyped flag in %j gets "did you mean" and the command\'s own --help', async (args, hint) => {
    const result = await runCli(args);
    expect(result.code).toBe(2);
    expect(result.stderr.split('\n')[1]).toBe(`hint: ${hint}`);
  });

  it('uses only paths a user has in its --help examples (no fixtures of this repository)', async () => {
    const texts = await Promise.all(['', 'fetch', 'validate', 'inspect', 'mock'].map((command) => runCli(command ? [command, '--help'] : ['--help'])));
    for (const { stdout } of texts) expect(stdout).not.toContain('fixtures/');
  });

  it('refuses an unknown command with one line and exit 2', async () => {
    const result = await runCli(['frobnicate']);
    expect(result.code).toBe(2);
    expect(result.stderr.split('\n')[0]).toMatch(/^specforge: /);
    expect(result.stderr).not.toMatch(/\n\s+at /);
  });
});

/** Every command that loads a document reads it the same way (src/cli/settings.ts). */
describe('the load flags on every command that loads a source', () => {
  const LOADING = ['fetch', 'validate', 'inspect', 'generate', 'check', 'diff', 'mock'];
  const FLAGS = [...LOAD_FLAG_NAMES.map((name) => `--${name}`), '--config'];
  it.each(LOADING)('specforge %s --help lists --timeout, --header, --insecure, --retries, --max-size, --config', async (command) => {
    const result = await runCli([command, '--help']);
    expect(result.code).toBe(0);
    for (const flag of FLAGS) expect(result.stdout).toContain(flag);
  });

  it('diff accepts --retries and --max-size for both sides', async () => {
    const doc = 'fixtures/installation/docs/v1.json';
    const result = await runCli(['diff', doc, doc, '--retries', '0', '--max-size', '100', '--json']);
    expect(result.code).toBe(2);
    expect(result.stderr).toMatch(/larger than|too large|max-size|100 bytes/i);
  });
});

describe('the config file reaches every loading command', () => {
  it.each(['fetch', 'validate', 'inspect'])('%s takes source and maxSize from specforge.config.json', async (command) => {
    const { mkdtempSync, writeFileSync } = await import('node:fs');
    const { tmpdir } = await import('node:os');
    const { join } = await import('node:path');
    const dir = mkdtempSync(join(tmpdir(), 'specforge-settings-'));
    const source = join(repoRoot, 'fixtures/installation/docs/v1.json');
    writeFileSync(join(dir, 'specforge.config.json'), JSON.stringify({ source, maxSize: 100 }));
    const limited = await runCli([command], { cwd: dir });
    expect(limited.code).toBe(2);
    expect(limited.stderr).toContain('more than the limit of 100 bytes');
    writeFileSync(join(dir, 'specforge.config.json'), JSON.stringify({ source }));
    const ok = await runCli([command, '--json'], { cwd: dir });
    expect(ok.code).toBe(0);
  });
});
