import { spawnSync } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * CLI tests run the real `bin/specforge.js`, which runs `dist/`: build it once, fresh.
 * tsc emits even when it reports type errors; those are failed by test/typecheck.test.ts,
 * so one type error shows up as one failing test rather than an aborted run.
 */
export default function setup(): void {
  const root = join(dirname(fileURLToPath(import.meta.url)), '..');
  const tsc = join(root, 'node_modules/typescript/bin/tsc');
  const result = spawnSync(process.execPath, [tsc, '-p', 'tsconfig.build.json'], { cwd: root, encoding: 'utf8' });
  if (result.status !== 0) process.stderr.write(`build reported problems (see typecheck test):\n${result.stdout}`);
}
