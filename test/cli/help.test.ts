import { describe, expect, it } from 'vitest';
import { runCli } from '../helpers/cli.js';

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

  it('refuses an unknown command with one line and exit 2', async () => {
    const result = await runCli(['frobnicate']);
    expect(result.code).toBe(2);
    expect(result.stderr.split('\n')[0]).toMatch(/^specforge: /);
    expect(result.stderr).not.toMatch(/\n\s+at /);
  });
});
