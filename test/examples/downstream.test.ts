import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import { repoRoot } from '../helpers/cli.js';

const example = join(repoRoot, 'examples/downstream');

function npm(script: string, env: Record<string, string> = {}) {
  return spawnSync('npm', ['run', '--silent', script], {
    cwd: example,
    encoding: 'utf8',
    env: { ...process.env, CI: 'true', NO_COLOR: '1', FORCE_COLOR: '0', ...env },
  });
}

it('examples/downstream generates its client in prebuild, compiles strict, and passes its mock-backed tests', () => {
  const build = npm('build', { SPECFORGE_SOURCE: '' });
  expect(build.stderr + build.stdout).toMatch(/wrote \d+ files to src\/api/);
  expect(build.status).toBe(0);
  const test = npm('test');
  expect(test.stdout.replace(/\u001b\[[0-9;]*m/g, '')).toMatch(/Tests\s+2 passed/);
  expect(test.status).toBe(0);
}, 300_000);
