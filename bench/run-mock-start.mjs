// Issue 31: what `specforge mock` costs to start on the reference installation's v2 document,
// first start (an empty SPECFORGE_CACHE_DIR: validators emitted, types stripped by esbuild) and
// a later one (the cache filled), against `prism mock` on the same document. Start-up = spawn
// until the first 2xx answer; CPU = user + system of the server's process group (esbuild's
// service included) at that moment. No load is run (run-mock.mjs measures that).
// Usage: node run-mock-start.mjs [--rounds 11] [--compare /snap/bin/specforge.js --compare-label before]
import os from 'node:os';
import { SERVERS, emptyCache, specforgeServer } from './mock/servers.mjs';
import { startServer, stopServer } from './mock/measure.mjs';
import { groupPeakMB } from './lib/process-stats.mjs';
import { fmt, machineFacts, markdownTable, median, parseFlags, saveResults } from './lib/stats.mjs';

const flags = parseFlags(process.argv.slice(2), { rounds: 11, compare: '', 'compare-label': 'compared build', results: 'mock-start' });
const byId = Object.fromEntries(SERVERS.map((server) => [server.id, server]));
const servers = [byId.prism, byId['specforge-cold'], byId.specforge];
if (flags.compare)
  servers.push(specforgeServer('specforge-cold-compared', `${flags['compare-label']}: specforge \`mock --seed 1\`, first start (empty cache)`, flags.compare, emptyCache));
const facts = machineFacts({ rounds: flags.rounds, compare: flags.compare || undefined });
console.error('machine:', facts);

await startServer(byId.specforge).then(stopServer); // fills the warm row's cache, unmeasured

const runs = Object.fromEntries(servers.map((server) => [server.id, []]));
const loads = [];
for (let round = 0; round < flags.rounds; round++) {
  loads.push(os.loadavg()[0]);
  for (const server of servers.map((_, i) => servers[(i + round) % servers.length])) {
    const running = await startServer(server);
    const peakMB = groupPeakMB(running.child.pid);
    stopServer(running);
    runs[server.id][round] = { wall: running.startupMs, cpu: running.startupCpuMs, peakMB };
    console.error(`  round ${round + 1} ${server.id}: ${fmt(running.startupCpuMs, 0)} ms CPU, ${fmt(running.startupMs, 0)} ms wall`);
  }
}

/** Median over rounds of this server's CPU ÷ Prism's CPU in the same round. */
function sameRound(id) {
  const ratios = runs[id].map((run, round) => run.cpu / runs.prism[round].cpu);
  return `${fmt(median(ratios), 2)}×`;
}

const rows = servers.map((server) => {
  const pick = (key) => median(runs[server.id].map((run) => run[key]));
  return [server.label, fmt(pick('wall'), 0), fmt(pick('cpu'), 0), fmt(Math.min(...runs[server.id].map((run) => run.cpu)), 0),
    fmt(pick('peakMB'), 0), server.id === 'prism' ? '1.00×' : sameRound(server.id)];
});
const header = ['server (v2.json)', 'start-up wall (ms)', 'start-up CPU (ms)', 'lowest CPU (ms)', 'peak RSS (MB)', 'CPU vs Prism (same round)'];
const loadLine = `${flags.rounds} rounds, servers alternating, 1-minute load at the rounds' starts ${fmt(Math.min(...loads), 1)}–${fmt(Math.max(...loads), 1)} (median ${fmt(median(loads), 1)}); medians over rounds.`;
const markdown = `${loadLine}\n\n${markdownTable(header, rows)}`;
console.log(markdown);
saveResults(flags.results, { facts, loads, runs }, markdown);
