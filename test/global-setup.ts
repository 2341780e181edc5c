import { spawnSync } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * CLI tests run the real `bin/specforge.js`, which runs the bundle in `dist/bundle/`: build it
 * once, fresh, as `npm run build` does (tsc, then esbuild). tsc emits even when it reports
 * type errors; those are failed by test/typecheck.test.ts, so one type error shows up as one
 * failing test rather than an aborted run. A failed bundle stops the run: every CLI test
 * would fail on it.
 */
export default function setup(): void {
  const root = join(dirname(fileURLToPath(import.meta.url)), '..');
  const tsc = join(root, 'node_modules/typescript/bin/tsc');
  const result = spawnSync(process.execPath, [tsc, '-p', 'tsconfig.build.json'], { cwd: root, encoding: 'utf8' });
  if (result.status !== 0) process.stderr.write(`build reported problems (see typecheck test):\n${result.stdout}`);
  const bundle = spawnSync(process.execPath, [join(root, 'scripts/bundle.mjs')], { cwd: root, encoding: 'utf8' });
  if (bundle.status !== 0) throw new Error(`scripts/bundle.mjs failed:\n${bundle.stderr}`);
}
