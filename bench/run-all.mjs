// Runs every benchmark in turn (each is bounded), then copies the tables into README.md.
// Usage: node run-all.mjs   (about 30–60 minutes on the 2-core machine; see README.md)
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { BENCH_DIR } from './lib/stats.mjs';

const SCRIPTS = [
  ['run-validators.mjs'],
  ['run-mock.mjs'],
  ['run-mock-start.mjs'],
  ['run-diff.mjs'],
  ['run-html.mjs'],
  ['run-client.mjs'],
  ['run-startup.mjs'],
  ['run-generate.mjs', '--docs', 'github,stripe,k8s'],
  ['run-generate.mjs', '--docs', 'synthetic', '--results', 'generate-synthetic'],
];
let failed = 0;
for (const [script, ...args] of SCRIPTS) {
  console.error(`\n##### ${script} ${args.join(' ')}`);
  const run = spawnSync(process.execPath, [join(BENCH_DIR, script), ...args], { stdio: 'inherit', cwd: BENCH_DIR });
  if (run.status !== 0) failed += 1;
}
spawnSync(process.execPath, [join(BENCH_DIR, 'update-readme.mjs')], { stdio: 'inherit', cwd: BENCH_DIR });
process.exitCode = failed ? 1 : 0;
