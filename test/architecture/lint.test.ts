import { execFile } from 'node:child_process';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';
import { repoRoot } from '../helpers/cli.js';

/**
 * The linters, as part of npm test (ARCHITECTURE.md says which tool checks what):
 * ESLint with typescript-eslint's type-aware rules over src/ (eslint.config.js), and knip
 * for unused files, dependencies and exports, exported types included (knip.json).
 */
describe('lint and dead code', () => {
  it('ESLint (type-aware: floating promises, unsafe any, unused code) finds nothing in src/', async () => {
    const eslint = new ESLint({ cwd: repoRoot });
    const results = await eslint.lintFiles(['src']);
    const problems = results.flatMap((file) =>
      file.messages.map((m) => `${file.filePath.slice(repoRoot.length + 1)}:${m.line} ${m.ruleId ?? ''} ${m.message}`),
    );
    expect(problems).toEqual([]);
  }, 300_000);

  it('knip finds no unused file, dependency or export', async () => {
    const knip = join(repoRoot, 'node_modules', '.bin', 'knip');
    const run = promisify(execFile);
    const result = await run(knip, ['--no-progress', '--no-config-hints'], { cwd: repoRoot }).then(
      ({ stdout }) => stdout,
      (error: { stdout?: string }) => error.stdout ?? String(error),
    );
    expect(result.trim()).toBe('');
  }, 300_000);
});
