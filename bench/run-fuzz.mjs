// The generate fuzz job (issue 19): random malformed OpenAPI documents through `generate`
// (every target) and a strict compile of every output, through the same test file
// `npm test` runs with a few documents (test/security/fuzz.test.ts). Prints the figure for
// bench/README.md; failing documents are kept in --keep (default results/fuzz-failures/), and
// the figures so far are appended to results/fuzz-progress.jsonl after each batch of 200.
// Usage (from bench/): nice -n 10 node run-fuzz.mjs [--documents 10000] [--seed 1919] [--from 0]
// --from N (a multiple of 200) judges documents N..documents only: two processes, one with
// --documents 5000 and one with --from 5000, draw exactly the documents of one whole run.
import { mkdirSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import { loadavg } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseFlags } from './lib/stats.mjs';

const here = dirname(fileURLToPath(import.meta.url));
const flags = parseFlags(process.argv.slice(2), { documents: 10_000, seed: 1919, from: 0, keep: join(here, 'results/fuzz-failures') });
mkdirSync(flags.keep, { recursive: true });
const load = loadavg()[0].toFixed(1);
const started = process.hrtime.bigint();
const run = spawnSync('npx', ['vitest', 'run', 'test/security/fuzz.test.ts'], {
  cwd: join(here, '..'),
  encoding: 'utf8',
  env: {
    ...process.env,
    SPECFORGE_FUZZ_DOCUMENTS: String(flags.documents),
    SPECFORGE_FUZZ_SEED: String(flags.seed),
    SPECFORGE_FUZZ_FROM: String(flags.from),
    SPECFORGE_FUZZ_KEEP: flags.keep,
    SPECFORGE_FUZZ_PROGRESS: join(flags.keep, '..', flags.from === 0 ? 'fuzz-progress.jsonl' : `fuzz-progress-from-${flags.from}.jsonl`),
  },
  maxBuffer: 256 * 1024 * 1024,
});
const seconds = Number(process.hrtime.bigint() - started) / 1e9;
const summary = (run.stdout + run.stderr).split('\n').find((line) => line.includes('fuzz: {'));
console.log(`${new Date().toISOString()}, load average ${load} at start, seed ${flags.seed}, documents ${flags.from}..${flags.documents}`);
console.log(summary?.replace(/^.*fuzz: /, 'fuzz: ') ?? 'no summary');
console.log(`exit ${run.status}, ${seconds.toFixed(0)} s wall`);
if (run.status !== 0) console.log((run.stdout + run.stderr).slice(-6000));
process.exit(run.status ?? 1);
