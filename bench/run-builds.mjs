// Two builds of specforge on the same commands, alternating round by round: what a change
// bought, as same-round CPU ratios (issue 31). Each build is a snapshot's bin/specforge.js
// (see README.md, SPECFORGE_BIN). CPU is user + system from bash's `times` (ms steps).
// Usage: node run-builds.mjs --before /snap/a/bin/specforge.js --after /snap/b/bin/specforge.js
//          [--rounds 9] [--docs github,stripe] [--command diff|generate] [--results builds]
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { spawnSync } from 'node:child_process';
import { DOCUMENTS, NODE20, TMP_DIR, specPath } from './lib/env.mjs';
import { fmt, machineFacts, markdownTable, median, parseFlags, saveResults } from './lib/stats.mjs';
import { diffPairs } from './diff/tools.mjs';

const flags = parseFlags(process.argv.slice(2), { rounds: 9, docs: 'github,stripe', command: 'diff', results: 'builds', before: '', after: '' });
if (!flags.before || !flags.after) throw new Error('--before and --after name two bin/specforge.js');
const scratch = mkdtempSync(join(tmpdir(), 'sf-builds-'));
const wanted = new Set(String(flags.docs).split(','));
const cases = flags.command === 'diff'
  ? diffPairs(wanted).map((pair) => ({ label: `diff ${pair.label}`, args: ['diff', pair.old, pair.new, '--format', 'json', '--fail-on', 'none'] }))
  : DOCUMENTS.filter((doc) => wanted.has(doc.id)).map((doc) => ({ label: `generate ${doc.label}`, args: ['generate', specPath(doc), '-o', join(scratch, doc.id), '--targets', 'types,client', '--quiet'] }));
void TMP_DIR;

function runOnce(bin, args) {
  const rss = join(scratch, 'rss');
  const script = '/usr/bin/time -f %M -o "$0" "$@" >/dev/null 2>&1; c=$?; echo "$c"; times';
  const out = spawnSync('bash', ['-c', script, rss, NODE20, bin, ...args], { encoding: 'utf8', env: { ...process.env, CI: 'true', NODE_EXTRA_CA_CERTS: '' } });
  const lines = out.stdout.split('\n');
  if (!['0', '1'].includes(lines[0])) throw new Error(`${args.join(' ')} exited ${lines[0]}`);
  const [user, system] = lines[2].match(/(\d+)m([\d.]+)s/g).map((t) => { const [, m, s] = t.match(/(\d+)m([\d.]+)s/); return Number(m) * 60 + Number(s); });
  return { cpuMs: (user + system) * 1000, peakMB: Number(readFileSync(rss, 'utf8').trim().split('\n').at(-1)) / 1024 };
}

const facts = machineFacts({ rounds: flags.rounds, before: flags.before, after: flags.after });
console.error('machine:', facts);
const rows = [];
for (const c of cases) {
  const before = [];
  const after = [];
  for (let round = 0; round < flags.rounds; round++) {
    const order = round % 2 === 0 ? [[flags.before, before], [flags.after, after]] : [[flags.after, after], [flags.before, before]];
    for (const [bin, list] of order) list.push(runOnce(bin, c.args));
  }
  const ratio = median(after.map((r, i) => r.cpuMs / before[i].cpuMs));
  rows.push([c.label, fmt(median(before.map((r) => r.cpuMs)) / 1000, 2), fmt(median(after.map((r) => r.cpuMs)) / 1000, 2), `${fmt(ratio, 2)}×`, fmt(median(before.map((r) => r.peakMB)), 0), fmt(median(after.map((r) => r.peakMB)), 0)]);
  process.stderr.write(`${c.label}: done\n`);
}
rmSync(scratch, { recursive: true, force: true });
const header = ['command', 'before: median CPU (s)', 'after: median CPU (s)', 'same-round CPU after / before', 'before: peak RSS (MB)', 'after: peak RSS (MB)'];
const markdown = `### ${flags.command}: two builds (${flags.rounds} rounds, alternating)\n\n${markdownTable(header, rows)}`;
console.log(markdown);
saveResults(flags.results, { facts, rows }, markdown);
