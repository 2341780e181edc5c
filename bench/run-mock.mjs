// Benchmark for issues 6 and 31: start-up time, requests/s and p50/p99 latency of `specforge mock`
// against Prism on the reference installation's v2 document, over 127.0.0.1.
// Usage: node run-mock.mjs [--rounds 7] [--amount 20000] [--max-seconds 15] [--connections 10]
//        [--kinds list,single,submit] [--servers prism,specforge,specforge-cold]
//        [--compare /snap/bin/specforge.js --compare-label before]: another build's warm rows, same rounds
// Every round runs every server (the order rotates); the ratios are same-round: the median over
// rounds of (server's req/s ÷ Prism's req/s in that round), with the 1-minute load at each round.
import os from 'node:os';
import { SERVERS, specforgeServer } from './mock/servers.mjs';
import { load, startServer, stopServer } from './mock/measure.mjs';
import { fmt, machineFacts, markdownTable, median, parseFlags, saveResults } from './lib/stats.mjs';

const flags = parseFlags(process.argv.slice(2), {
  rounds: 7, amount: 20000, 'max-seconds': 15, connections: 10, kinds: 'list,single,submit',
  servers: 'prism,specforge,specforge-cold', compare: '', 'compare-label': 'compared build', results: 'mock',
});
const bounds = { amount: flags.amount, maxSeconds: flags['max-seconds'], connections: flags.connections };
const wanted = flags.servers.split(',');
const servers = SERVERS.filter((server) => wanted.includes(server.id));
if (flags.compare) servers.push(specforgeServer('specforge-compared', `${flags['compare-label']}: specforge \`mock --seed 1\` (warm)`, flags.compare));
const KINDS = flags.kinds.split(',');
const facts = machineFacts({ rounds: flags.rounds, ...bounds, servers: servers.map((s) => s.id), compare: flags.compare || undefined });
console.error('machine:', facts);

// Fill the warm runs' validator cache once, unmeasured: they show a start after an earlier one.
for (const warm of servers.filter((server) => server.warm))
  await startServer(warm).then(stopServer, (error) => console.error('  warm-up start failed:', error.message));

const LABELS = { list: 'GET /job', single: 'GET /job/{id}', submit: 'POST /job (submit)' };
const samples = Object.fromEntries(servers.map((s) => [s.id, { startup: [], startupCpu: [], list: [], single: [], submit: [], failed: null }]));
const loads = [];
for (let round = 0; round < flags.rounds; round++) {
  loads.push(os.loadavg()[0]);
  for (const server of servers.map((_, i) => servers[(i + round) % servers.length])) {
    const entry = samples[server.id];
    if (entry.failed) continue;
    try {
      await oneRound(server, entry, round);
    } catch (error) {
      entry.failed = String(error.message ?? error).split('\n')[0];
      console.error(`  ${server.id}: FAILED ${entry.failed}`);
    }
  }
}

async function oneRound(server, entry, round) {
  const running = await startServer(server);
  try {
    entry.startup[round] = running.startupMs;
    entry.startupCpu[round] = running.startupCpuMs;
    const headers = await server.session(running.base);
    const paths = await server.paths(running.base, headers);
    await load(running, paths.list, headers, { ...bounds, amount: 500 }); // warm-up, not counted
    for (const kind of KINDS) {
      const result = await load(running, paths[kind], headers, bounds);
      if (result.ok === 0) throw new Error(`no 2xx answers on ${paths[kind].path ?? paths[kind]} (${result.non2xx} non-2xx)`);
      entry[kind][round] = result;
      console.error(`  round ${round + 1} ${server.id} ${kind}: ${fmt(result.rps, 0)} req/s, ${fmt(result.serverCpuMicrosPerRequest, 0)} µs CPU/request, start ${fmt(running.startupCpuMs, 0)} ms CPU`);
    }
  } finally {
    stopServer(running);
  }
}

function summary(entry, kind) {
  const runs = entry[kind].filter(Boolean);
  const pick = (key) => median(runs.map((r) => r[key]));
  return { rps: pick('rps'), p50: pick('p50'), p99: pick('p99'), cpu: pick('serverCpuMicrosPerRequest'),
    bytes: pick('bytesPerResponse'), peakMB: pick('peakMB') };
}

/** Median over rounds of value(server) ÷ value(Prism), both from the same round. */
function sameRound(entry, kind, key, invert = false) {
  const prism = samples.prism;
  if (!prism || prism.failed) return 'n/a';
  const ratios = entry[kind].map((run, round) => {
    const ref = prism[kind][round];
    if (!run || !ref) return NaN;
    return invert ? ref[key] / run[key] : run[key] / ref[key];
  });
  const value = median(ratios);
  return Number.isFinite(value) ? `${fmt(value, 2)}×` : 'n/a';
}

const rows = [];
for (const server of servers) {
  const entry = samples[server.id];
  if (entry.failed) {
    rows.push([server.label, `failed: ${entry.failed}`, ...Array(10).fill('')]);
    continue;
  }
  for (const kind of KINDS) {
    const s = summary(entry, kind);
    rows.push([server.label, LABELS[kind], fmt(median(entry.startup), 0), fmt(median(entry.startupCpu), 0),
      fmt(s.rps, 0), fmt(s.p50, 0), fmt(s.p99, 0), fmt(s.cpu, 0), fmt(s.bytes, 0), fmt(s.peakMB, 0),
      sameRound(entry, kind, 'rps'), sameRound(entry, kind, 'serverCpuMicrosPerRequest', true)]);
  }
}
const header = ['server', 'request', 'start-up wall (ms)', 'start-up CPU (ms)', 'req/s', 'p50 (ms)', 'p99 (ms)', 'server CPU per request (µs)',
  'bytes per response', 'peak RSS (MB)', 'req/s vs Prism (same round)', 'CPU efficiency vs Prism (same round)'];
const loadLine = `${flags.rounds} rounds, 1-minute load at the rounds' starts ${fmt(Math.min(...loads), 1)}–${fmt(Math.max(...loads), 1)} (median ${fmt(median(loads), 1)}); medians over rounds.`;
const markdown = `${loadLine}\n\n${markdownTable(header, rows)}`;
console.log(markdown);
saveResults(flags.results, { facts, loads, samples }, markdown);
