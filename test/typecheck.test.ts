import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import { repoRoot } from './helpers/cli.js';

it('the whole project (src, fixtures, tests) passes tsc --strict', () => {
  const tsc = join(repoRoot, 'node_modules/typescript/bin/tsc');
  const result = spawnSync(process.execPath, [tsc, '-p', 'tsconfig.json', '--noEmit'], {
    cwd: repoRoot,
    encoding: 'utf8',
  });
  expect(result.stdout).toBe('');
  expect(result.status).toBe(0);
}, 180_000);
