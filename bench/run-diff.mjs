// Benchmark for issue 7: `specforge diff` against Atlassian's openapi-diff on the GitHub and
// Stripe documents vs a deterministically mutated copy (a few hundred changes), and on the
// reference installation's v1 → v2.
// Usage: node run-diff.mjs [--runs 5] [--pairs installation,github,stripe] [--timeout-s 600] [--slow-s 60]
// (--pairs github-subset adds GitHub's first 20 paths: openapi-diff gave no result on it in 150 s)
import { errorLine, runMeasured } from './lib/run-process.mjs';
import { DIFF_TOOLS, diffPairs } from './diff/tools.mjs';
import { fmt, machineFacts, markdownTable, median, parseFlags, ratio, saveResults } from './lib/stats.mjs';

const flags = parseFlags(process.argv.slice(2), { runs: 5, pairs: 'installation,github,stripe', 'timeout-s': 600, 'slow-s': 60 });
const wanted = flags.pairs.split(',');
const pairs = diffPairs(new Set(wanted)).sort((a, b) => wanted.indexOf(a.id) - wanted.indexOf(b.id));
const facts = machineFacts({ runs: flags.runs, timeoutSeconds: flags['timeout-s'] });
console.error('machine:', facts);

const results = {};
for (const pair of pairs) {
  console.error(`\n== ${pair.label}`);
  results[pair.id] = await measurePair(pair);
}

/**
 * Alternating runs; a tool slower than --slow-s on its first run is not repeated (one run of
 * several minutes says enough), and one that passes --timeout-s is reported as timed out.
 */
async function measurePair(pair) {
  const entries = Object.fromEntries(DIFF_TOOLS.map((t) => [t.id, { runs: [], failed: null, timedOut: null }]));
  for (let round = 0; round < flags.runs; round++) {
    for (const tool of DIFF_TOOLS.map((_, i) => DIFF_TOOLS[(i + round) % DIFF_TOOLS.length])) {
      const entry = entries[tool.id];
      const slow = entry.runs.some((r) => r.wallMs > flags['slow-s'] * 1000);
      if (entry.failed || entry.timedOut || slow) continue;
      const [command, args] = tool.command(pair.old, pair.new);
      const run = await runMeasured(command, args, { timeoutMs: flags['timeout-s'] * 1000, okCodes: [0, 1] });
      const measured = { wallMs: run.wallMs, cpuMs: run.cpuMs, peakMB: run.peakMB };
      const failure = run.ok ? tool.failure?.(run.output) : null;
      if (run.ok && !failure) entry.runs.push(measured);
      else if (run.timedOut) entry.timedOut = measured;
      else entry.failed = { reason: failure ?? errorLine(run.output), ...measured };
      console.error(`  ${tool.id}: ${run.ok && !failure ? `${fmt(run.wallMs / 1000)} s, ${fmt(run.peakMB, 0)} MB` : run.timedOut ? 'TIMED OUT' : `FAILED after ${fmt(run.wallMs / 1000)} s: ${entry.failed.reason}`}`);
    }
  }
  return entries;
}

const sections = pairs.map((pair) => {
  const entries = results[pair.id];
  const ref = entries['openapi-diff'];
  // a reference still working at the time limit gives a lower bound: the speed-up is then
  // "at least"; one that gave up with an error produced no diff to compare with
  const refRuns = ref.timedOut ? [ref.timedOut] : ref.runs;
  const atLeast = ref.timedOut ? '≥ ' : '';
  const refWall = median(refRuns.map((r) => r.wallMs / 1000));
  const refCpu = median(refRuns.map((r) => r.cpuMs / 1000));
  const rows = DIFF_TOOLS.map((tool) => {
    const e = entries[tool.id];
    if (e.failed) {
      const f = e.failed;
      const times = (value, digits) => (Number.isFinite(value) ? `${fmt(value, digits)} (to the error)` : '');
      return [`${tool.label}: **failed** (${f.reason})`, '1', times(f.wallMs / 1000), times(f.cpuMs / 1000), times(f.peakMB, 0), '', ''];
    }
    if (e.timedOut) {
      const t = e.timedOut;
      return [tool.label, 'timed out', `> ${fmt(t.wallMs / 1000, 0)}`, `≥ ${fmt(t.cpuMs / 1000, 0)}`, `≥ ${fmt(t.peakMB, 0)}`, '', ''];
    }
    const wall = median(e.runs.map((r) => r.wallMs / 1000));
    const cpu = median(e.runs.map((r) => r.cpuMs / 1000));
    const speedUp = (reference, value) => (ref.failed ? 'no diff to compare' : atLeast + ratio(reference, value));
    return [tool.label, String(e.runs.length), fmt(wall), fmt(cpu), fmt(median(e.runs.map((r) => r.peakMB)), 0),
      speedUp(refWall, wall), speedUp(refCpu, cpu)];
  });
  const table = markdownTable(['tool', 'runs', 'median wall (s)', 'median CPU (s)', 'peak RSS (MB)', 'speed-up vs openapi-diff (wall)', '(CPU)'], rows);
  const log = pair.log ? `\n\nmutations: ${Object.entries(pair.log).map(([k, n]) => `${n} ${k}`).join(', ')}` : '';
  return `### ${pair.label}\n\n${table}${log}`;
});
const markdown = sections.join('\n\n');
console.log(markdown);
saveResults('diff', { facts, results, pairs }, markdown);
