import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import { repoRoot } from '../helpers/cli.js';

const example = join(repoRoot, 'examples/dashboard');

function npm(script: string) {
  return spawnSync('npm', ['run', '--silent', script], {
    cwd: example,
    encoding: 'utf8',
    env: { ...process.env, CI: 'true', NO_COLOR: '1', FORCE_COLOR: '0' },
  });
}

it('examples/dashboard generates its query options in prebuild, compiles strict (TSX) and passes its React Testing Library tests', () => {
  const build = npm('build');
  expect(build.stderr + build.stdout).toMatch(/wrote \d+ files to src\/api \(types, client, validators, mocks, query\)/);
  expect(build.status).toBe(0);
  const test = npm('test');
  expect(test.stdout.replace(/\u001b\[[0-9;]*m/g, '')).toMatch(/Tests\s+(3 passed|2 passed \| 1 skipped)/);
  expect(test.status).toBe(0);
}, 300_000);
