// Issue 31: `check` on an up-to-date output against a full `generate` of the same document,
// and what `--used-by` adds to a `check` that finds nothing (and to a `diff` that finds
// something). Rows alternate round by round; CPU is user + system of the process from
// bash's `times` (ms steps: GNU time's 10 ms steps are too coarse for a 0.1 s run).
// Usage: node run-check.mjs [--rounds 9] [--results check]
import { cpSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { spawnSync } from 'node:child_process';
import { DOCUMENTS, NODE20, REPO_DIR, SPECFORGE_BIN, specPath } from './lib/env.mjs';
import { fmt, machineFacts, markdownTable, median, parseFlags, saveResults } from './lib/stats.mjs';

const flags = parseFlags(process.argv.slice(2), { rounds: 9, results: 'check' });
const scratch = mkdtempSync(join(tmpdir(), 'sf-check-'));
const github = specPath(DOCUMENTS[0]);
const v1 = join(REPO_DIR, 'fixtures', 'installation', 'docs', 'v1.json');
const v2 = join(REPO_DIR, 'fixtures', 'installation', 'docs', 'v2.json');
const sf = (...args) => [NODE20, SPECFORGE_BIN, ...args];

// The output directories, generated once before the rounds.
const ghOut = join(scratch, 'gh');
const project = join(scratch, 'project');
cpSync(join(REPO_DIR, 'fixtures', 'used-by'), project, { recursive: true, filter: (p) => !p.includes('node_modules') });
const projectApi = join(project, 'src', 'api');
run(sf('generate', github, '-o', ghOut, '--targets', 'types,client', '--quiet'));
run(sf('generate', v1, '-o', projectApi, '--targets', 'types,client,validators', '--quiet'));

const ROWS = [
  ['GitHub: `generate --targets types,client`', sf('generate', github, '-o', ghOut, '--targets', 'types,client', '--quiet')],
  ['GitHub: `check`, up to date', sf('check', github, '-o', ghOut, '--quiet')],
  ['used-by project: `check` v1, up to date', sf('check', v1, '-o', projectApi, '--quiet')],
  ['the same with `--used-by <project>`', sf('check', v1, '-o', projectApi, '--quiet', '--used-by', project)],
  ['used-by project: `diff v1 v2`', sf('diff', v1, v2, '--fail-on', 'none', '--quiet')],
  ['the same with `--used-by <project>`', sf('diff', v1, v2, '--fail-on', 'none', '--quiet', '--used-by', project)],
];

function run(command) {
  const out = spawnSync(command[0], command.slice(1), { encoding: 'utf8' });
  if (out.status !== 0) throw new Error(`${command.join(' ')} exited ${out.status}: ${out.stderr}`);
}

function runOnce(command) {
  const rss = join(scratch, 'rss');
  const script = 's=$EPOCHREALTIME; /usr/bin/time -f %M -o "$0" "$@" >/dev/null 2>&1; c=$?; e=$EPOCHREALTIME; echo "$c $s $e"; times';
  const out = spawnSync('bash', ['-c', script, rss, ...command], { encoding: 'utf8', env: { ...process.env, CI: 'true', NODE_EXTRA_CA_CERTS: '' } });
  const [status, start, end] = out.stdout.split('\n')[0].split(' ').map(Number);
  if (status !== 0 && status !== 1) throw new Error(`${command.join(' ')} exited ${status}`);
  const children = out.stdout.split('\n')[2].match(/(\d+)m([\d.]+)s/g).map(seconds);
  return { status, wallMs: (end - start) * 1000, cpuMs: (children[0] + children[1]) * 1000, peakMB: Number(readFileSync(rss, 'utf8').trim().split('\n').at(-1)) / 1024 };
}

function seconds(text) {
  const [, m, s] = text.match(/(\d+)m([\d.]+)s/);
  return Number(m) * 60 + Number(s);
}

const facts = machineFacts({ rounds: flags.rounds });
console.error('machine:', facts);
const runs = ROWS.map(() => []);
for (let round = 0; round < flags.rounds; round++) {
  for (let k = 0; k < ROWS.length; k++) {
    const i = (k + round) % ROWS.length;
    runs[i].push(runOnce(ROWS[i][1]));
  }
  process.stderr.write(`round ${round + 1}/${flags.rounds}\n`);
}
rmSync(scratch, { recursive: true, force: true });

const cpu = (i) => runs[i].map((r) => r.cpuMs);
const rows = ROWS.map(([label], i) => [label, fmt(median(runs[i].map((r) => r.wallMs)), 0), fmt(median(cpu(i)), 0), fmt(median(runs[i].map((r) => r.peakMB)), 0)]);
const paired = (a, b, f) => fmt(median(cpu(a).map((value, round) => f(value, cpu(b)[round]))), 2);
const header = ['command', 'median wall (ms)', 'median CPU (ms)', 'median peak RSS (MB)'];
const markdown = [
  `### check and --used-by (${flags.rounds} rounds, rows alternating)`,
  markdownTable(header, rows),
  `- check / generate, same-round CPU ratio (median): **${paired(1, 0, (a, b) => a / b)}×**`,
  `- \`--used-by\` added to an up-to-date check, same-round CPU difference (median): **${paired(3, 2, (a, b) => (a - b) / 1000)} s**`,
  `- \`--used-by\` added to a diff with findings, same-round CPU difference (median): ${paired(5, 4, (a, b) => (a - b) / 1000)} s`,
].join('\n\n');
console.log(markdown);
saveResults(flags.results, { facts, rows: ROWS.map(([label], i) => ({ label, runs: runs[i] })) }, markdown);
