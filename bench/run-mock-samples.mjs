// The long run of the mock-samples test (issue 12): 100 values per named schema and per
// operation result of the reference installation, GitHub, Stripe and Kubernetes, each judged
// by the document's generated validators, through the same test file `npm test` runs
// (which draws 100 for the installation and 2 for the real-world documents).
// Usage (from bench/): node run-mock-samples.mjs [--samples 100] [--seed 1212]
import { spawnSync } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseFlags } from './lib/stats.mjs';

const flags = parseFlags(process.argv.slice(2), { samples: 100, seed: 1212 });
const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const started = process.hrtime.bigint();
const run = spawnSync('npx', ['vitest', 'run', 'test/mocks/samples.test.ts'], {
  cwd: root,
  encoding: 'utf8',
  env: { ...process.env, SPECFORGE_MOCK_SAMPLES: String(flags.samples), SPECFORGE_MOCK_SEED: String(flags.seed) },
  maxBuffer: 64 * 1024 * 1024,
});
const seconds = Number(process.hrtime.bigint() - started) / 1e9;
const lines = (run.stdout + run.stderr).replace(/\x1b\[[0-9;]*m/g, '').split('\n').filter((line) => line.startsWith('mock samples:'));
console.log(`seed ${flags.seed}, ${flags.samples} samples per target:`);
for (const line of lines) console.log(`  ${line}`);
console.log(`exit ${run.status}, ${seconds.toFixed(0)} s wall`);
if (run.status !== 0) console.log((run.stdout + run.stderr).slice(-4000));
process.exit(run.status ?? 1);
