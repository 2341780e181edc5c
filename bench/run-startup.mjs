// Start-up (issue 18): what a run costs before it does its work. `specforge --version`,
// `--help` and a small generate (the reference installation's v2 document), run from the
// bundle (`bin/specforge.js`, what users run) and from tsc's unbundled output of the same
// source (`dist/src/cli/main.js`, what bin/ ran before the bundle), next to Node's own
// start-up and established tools' `--version`. All rows alternate, round by round.
// `--compare <bin>` adds the three specforge rows of another build (a snapshot's
// bin/specforge.js, labelled `--compare-label`), measured in the same rounds.
// Usage: node run-startup.mjs [--runs 21] [--results startup] [--compare /snap/bin/specforge.js --compare-label before]
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { spawnSync } from 'node:child_process';
import { INSTALLATION_V2, NODE20, SPECFORGE_BIN } from './lib/env.mjs';
import { BENCH_DIR, fmt, machineFacts, markdownTable, median, parseFlags, saveResults } from './lib/stats.mjs';

const flags = parseFlags(process.argv.slice(2), { runs: 21, results: 'startup', compare: '', 'compare-label': 'compared build' });
const root = resolve(SPECFORGE_BIN, '..', '..');
const unbundled = join(root, 'dist', 'src', 'cli', 'main.js');
const scratch = mkdtempSync(join(tmpdir(), 'sf-startup-'));
// bin/specforge.js as it was before the bundle: the same line, pointed at tsc's output.
const unbundledBin = join(scratch, 'unbundled-bin.mjs');
writeFileSync(unbundledBin, `import(${JSON.stringify(unbundled)}).then((cli) => cli.main(process.argv.slice(2)));\n`);
const smallGenerate = ['generate', INSTALLATION_V2, '-o', join(scratch, 'out'), '--targets', 'types,client', '--force'];
const bin = (...parts) => join(BENCH_DIR, 'node_modules', ...parts);

const ROWS = [
  ['Node 20 itself (`node -e 0`)', [NODE20, '-e', '0']],
  ['specforge `--version`', [NODE20, SPECFORGE_BIN, '--version']],
  ['specforge `--version`, unbundled', [NODE20, unbundledBin, '--version']],
  ['specforge `--help`', [NODE20, SPECFORGE_BIN, '--help']],
  ['specforge `--help`, unbundled', [NODE20, unbundledBin, '--help']],
  ['specforge `generate` v2.json (70 operations) types,client', [NODE20, SPECFORGE_BIN, ...smallGenerate]],
  ['the same, unbundled', [NODE20, unbundledBin, ...smallGenerate]],
  ['openapi-typescript 7.13 `--version`', [NODE20, bin('openapi-typescript', 'bin', 'cli.js'), '--version']],
  ['oazapfts 7.5 `--help`', [NODE20, bin('oazapfts', 'dist', 'cli.js'), '--help']],
  ...(flags.compare
    ? [
        [`${flags['compare-label']}: \`--version\``, [NODE20, flags.compare, '--version']],
        [`${flags['compare-label']}: \`--help\``, [NODE20, flags.compare, '--help']],
        [`${flags['compare-label']}: \`generate\` v2.json types,client`, [NODE20, flags.compare, ...smallGenerate]],
      ]
    : []),
].filter(([label]) => !label.includes('unbundled') || existsSync(unbundled));

/**
 * One run, timed inside bash: wall from $EPOCHREALTIME around the command, CPU from bash's
 * `times` (children's user + system, in ms: GNU time prints only 10 ms steps, too coarse
 * here), peak RSS from GNU time's %M (its own few hundred µs are in every row alike).
 */
function runOnce(command) {
  const rss = join(scratch, 'rss');
  const script = 's=$EPOCHREALTIME; /usr/bin/time -f %M -o "$0" "$@" >/dev/null 2>&1; c=$?; e=$EPOCHREALTIME; echo "$c $s $e"; times';
  const out = spawnSync('bash', ['-c', script, rss, ...command], { encoding: 'utf8', env: { ...process.env, CI: 'true' } });
  const [status, start, end] = out.stdout.split('\n')[0].split(' ').map(Number);
  if (status !== 0) throw new Error(`${command.join(' ')} exited ${status}`);
  const children = out.stdout.split('\n')[2].match(/(\d+)m([\d.]+)s/g).map(seconds);
  return { wallMs: (end - start) * 1000, cpuMs: (children[0] + children[1]) * 1000, peakMB: Number(readFileSync(rss, 'utf8').trim().split('\n').at(-1)) / 1024 };
}

function seconds(text) {
  const [, m, s] = text.match(/(\d+)m([\d.]+)s/);
  return Number(m) * 60 + Number(s);
}

const facts = machineFacts({ runs: flags.runs });
console.error('machine:', facts);
const runs = ROWS.map(() => []);
for (let round = 0; round < flags.runs; round++) {
  for (let k = 0; k < ROWS.length; k++) {
    const i = (k + round) % ROWS.length;
    runs[i].push(runOnce(ROWS[i][1]));
  }
  process.stderr.write(`round ${round + 1}/${flags.runs}\n`);
}
rmSync(scratch, { recursive: true, force: true });

const rows = ROWS.map(([label], i) => {
  const walls = runs[i].map((r) => r.wallMs);
  return [label, fmt(median(walls), 0), fmt(Math.min(...walls), 0), fmt(median(runs[i].map((r) => r.cpuMs)), 0), fmt(median(runs[i].map((r) => r.peakMB)), 0)];
});
const header = ['command', 'median wall (ms)', 'fastest wall (ms)', 'median CPU (ms)', 'median peak RSS (MB)'];
const markdown = `### Start-up (${flags.runs} rounds, rows alternating)\n\n${markdownTable(header, rows)}`;
console.log(markdown);
saveResults(flags.results, { facts, rows: ROWS.map(([label], i) => ({ label, runs: runs[i] })) }, markdown);
