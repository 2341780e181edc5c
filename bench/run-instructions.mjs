// Issue 18: instructions executed by one `generate --targets types,client` (in process, the
// API with the CLI's V8 flags), counted by valgrind's callgrind, for one or more builds side
// by side. Why: on this shared 2-core VM a run's wall and CPU time move by up to a third
// between minutes, so a change of 1-3 % cannot be seen in timings, while the instruction count
// of the same run repeats to ~0.3 %. It counts work, not time: it does not see page faults,
// cache misses or the second core, and valgrind's CPU hides SHA-NI (hashing counts as AVX2).
// Needs valgrind (`apt-get install -y valgrind`); ~20-40 s per run.
//
//   node run-instructions.mjs --builds /path/to/snapshot-a,/path/to/snapshot-b [--docs github,stripe] [--repeats 2]
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { DOCUMENTS, REPO_DIR, specPath } from './lib/env.mjs';
import { BENCH_DIR, machineFacts, markdownTable, median, parseFlags, saveResults } from './lib/stats.mjs';

const flags = parseFlags(process.argv.slice(2), {
  builds: REPO_DIR,
  docs: 'github,stripe',
  repeats: '2',
  results: 'instructions',
});
const builds = flags.builds.split(',');
const documents = DOCUMENTS.filter((doc) => flags.docs.split(',').includes(doc.id));
const harness = join(BENCH_DIR, 'instructions', 'generate-once.mjs');

function instructions(build, file) {
  const env = { ...process.env };
  delete env.NODE_EXTRA_CA_CERTS;
  const run = spawnSync(
    'valgrind',
    ['--tool=callgrind', '--smc-check=all-non-file', '--callgrind-out-file=/dev/null',
      process.execPath, harness, build, file],
    { encoding: 'utf8', env },
  );
  const found = /Collected : (\d+)/.exec(run.stderr ?? '');
  if (run.status !== 0 || !found) throw new Error(`valgrind failed for ${build}: ${run.error ?? run.stderr.slice(-500)}`);
  return Number(found[1]);
}

const rows = [];
const data = [];
for (const doc of documents) {
  const file = specPath(doc);
  const counts = new Map(builds.map((build) => [build, []]));
  // Builds alternate, so that nothing else on the machine favours one.
  for (let round = 0; round < Number(flags.repeats); round++)
    for (const build of builds) {
      counts.get(build).push(instructions(build, file));
      process.stderr.write(`  ${doc.id} ${build}: ${counts.get(build).at(-1)}\n`);
    }
  const first = median(counts.get(builds[0]));
  for (const build of builds) {
    const values = counts.get(build);
    const change = ((median(values) / first - 1) * 100).toFixed(2);
    rows.push([doc.label, build, (median(values) / 1e9).toFixed(3), values.map((v) => (v / 1e9).toFixed(3)).join(', '), `${change} %`]);
    data.push({ doc: doc.id, build, instructions: values });
  }
}
const markdown = markdownTable(['document', 'build', 'median (G instructions)', 'runs', 'vs first build'], rows);
saveResults(flags.results, { facts: machineFacts({ repeats: flags.repeats }), runs: data }, markdown);
console.log(markdown);
