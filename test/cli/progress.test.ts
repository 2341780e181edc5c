import { spawnSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { repoRoot } from '../helpers/cli.js';

/** `script` (util-linux) runs a command on a pseudo-terminal: the only way to be a TTY here. */
const hasScript = spawnSync('script', ['--version']).status === 0;
const v1 = join(repoRoot, 'fixtures/installation/docs/v1.json');

/** Runs `specforge generate …` on a terminal; returns what the terminal showed. */
function onTerminal(args: string, env: Record<string, string | undefined>): string {
  const out = join(mkdtempSync(join(tmpdir(), 'specforge-progress-')), 'api');
  const command = `node bin/specforge.js generate ${v1} -o ${out} --targets types ${args}`;
  const { CI: _ci, ...rest } = process.env;
  const result = spawnSync('script', ['-qfec', command, '/dev/null'], {
    cwd: repoRoot,
    env: { ...rest, ...env },
    encoding: 'utf8',
  });
  expect(result.status).toBe(0);
  return result.stdout;
}

describe.skipIf(!hasScript)('generate shows its steps on a terminal, and only there', () => {
  it('prints each step on an interactive terminal', () => {
    const shown = onTerminal('', {});
    expect(shown).toMatch(
      /loading and reading the document…[\s\S]*writing the code…[\s\S]*writing the output directory…/,
    );
  });

  it.each([
    ['under CI', '', { CI: 'true' }],
    ['with --json', '--json', {}],
    ['with --quiet', '--quiet', {}],
  ])('prints no step %s', (_name, args, env) => {
    expect(onTerminal(args, env)).not.toContain('loading and reading the document…');
  });
});
