// The long run of the validators-vs-ajv differential property test (issue 12): 1 000 000
// (schema, value) pairs by default, through the same test file `npm test` runs with 20 000.
// Usage (from bench/): node run-semantics.mjs [--pairs 1000000] [--seed 4242]
import { spawnSync } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseFlags } from './lib/stats.mjs';

const flags = parseFlags(process.argv.slice(2), { pairs: 1_000_000, seed: 4242 });
const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const started = process.hrtime.bigint();
const run = spawnSync(
  'npx',
  ['vitest', 'run', 'test/property/validators-vs-ajv.test.ts', '-t', 'pairs'],
  {
    cwd: root,
    encoding: 'utf8',
    env: { ...process.env, SPECFORGE_PROPERTY_PAIRS: String(flags.pairs), SPECFORGE_PROPERTY_SEED: String(flags.seed) },
    maxBuffer: 64 * 1024 * 1024,
  },
);
const seconds = Number(process.hrtime.bigint() - started) / 1e9;
const summary = (run.stdout + run.stderr).replace(/\x1b\[[0-9;]*m/g, '').split('\n').find((line) => line.startsWith('property:'));
console.log(`seed ${flags.seed}, ${flags.pairs} pairs requested: ${summary ?? 'no summary'}`);
console.log(`exit ${run.status}, ${seconds.toFixed(0)} s wall`);
if (run.status !== 0) console.log((run.stdout + run.stderr).slice(-4000));
process.exit(run.status ?? 1);
