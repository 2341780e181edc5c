// Benchmark for issue 6: start-up time, requests/s and p50/p99 latency of `specforge mock`
// against Prism on the reference installation's v2 document, over 127.0.0.1.
// Usage: node run-mock.mjs [--rounds 5] [--amount 20000] [--max-seconds 15] [--connections 10]
import { SERVERS } from './mock/servers.mjs';
import { load, startServer, stopServer } from './mock/measure.mjs';
import { fmt, machineFacts, markdownTable, median, parseFlags, ratio, saveResults } from './lib/stats.mjs';

const flags = parseFlags(process.argv.slice(2), { rounds: 5, amount: 20000, 'max-seconds': 15, connections: 10 });
const bounds = { amount: flags.amount, maxSeconds: flags['max-seconds'], connections: flags.connections };
// A server that cannot start (e.g. `specforge mock` not implemented yet) is reported as failed.
const servers = SERVERS;
const facts = machineFacts({ rounds: flags.rounds, ...bounds });
console.error('machine:', facts);

// Fill the warm runs' validator cache once, unmeasured: they show a start after an earlier one.
const warm = servers.find((server) => server.id === 'specforge');
if (warm) await startServer(warm).then(stopServer, (error) => console.error('  warm-up start failed:', error.message));

const KINDS = ['list', 'single', 'submit'];
const LABELS = { list: 'GET /job', single: 'GET /job/{id}', submit: 'POST /job (submit)' };
const samples = Object.fromEntries(servers.map((s) => [s.id, { startup: [], startupCpu: [], list: [], single: [], submit: [], failed: null }]));
for (let round = 0; round < flags.rounds; round++) {
  for (const server of servers.map((_, i) => servers[(i + round) % servers.length])) {
    const entry = samples[server.id];
    if (entry.failed) continue;
    try {
      await oneRound(server, entry);
    } catch (error) {
      entry.failed = String(error.message ?? error).split('\n')[0];
      console.error(`  ${server.id}: FAILED ${entry.failed}`);
    }
  }
}

async function oneRound(server, entry) {
  const running = await startServer(server);
  try {
    entry.startup.push(running.startupMs);
    entry.startupCpu.push(running.startupCpuMs);
    const headers = await server.session(running.base);
    const paths = await server.paths(running.base, headers);
    await load(running, paths.list, headers, { ...bounds, amount: 500 }); // warm-up, not counted
    for (const kind of KINDS) {
      const result = await load(running, paths[kind], headers, bounds);
      if (result.ok === 0) throw new Error(`no 2xx answers on ${paths[kind].path ?? paths[kind]} (${result.non2xx} non-2xx)`);
      entry[kind].push(result);
      console.error(`  ${server.id} ${kind}: ${fmt(result.rps, 0)} req/s, p99 ${result.p99} ms, start ${fmt(running.startupMs, 0)} ms`);
    }
  } finally {
    stopServer(running);
  }
}

function summary(entry, kind) {
  const runs = entry[kind];
  const pick = (key) => median(runs.map((r) => r[key]));
  return { rps: pick('rps'), p50: pick('p50'), p99: pick('p99'), cpu: pick('serverCpuMicrosPerRequest'),
    bytes: pick('bytesPerResponse'), peakMB: pick('peakMB'), non2xx: pick('non2xx'), errors: pick('errors') };
}

const prism = samples.prism;
const rows = [];
for (const server of servers) {
  const entry = samples[server.id];
  if (entry.failed) {
    rows.push([server.label, `failed: ${entry.failed}`, '', '', '', '', '', '', '', '', '', '']);
    continue;
  }
  for (const kind of KINDS) {
    const s = summary(entry, kind);
    const ref = prism.failed ? null : summary(prism, kind);
    rows.push([server.label, LABELS[kind], fmt(median(entry.startup), 0), fmt(median(entry.startupCpu), 0),
      fmt(s.rps, 0), fmt(s.p50, 0), fmt(s.p99, 0), fmt(s.cpu, 0), fmt(s.bytes, 0), fmt(s.peakMB, 0),
      ratio(s.rps, ref?.rps), ratio(ref?.cpu, s.cpu)]);
  }
}
const header = ['server', 'request', 'start-up wall (ms)', 'start-up CPU (ms)', 'req/s', 'p50 (ms)', 'p99 (ms)', 'server CPU per request (µs)',
  'bytes per response', 'peak RSS (MB)', 'req/s vs Prism', 'CPU efficiency vs Prism'];
const markdown = markdownTable(header, rows);
console.log(markdown);
saveResults('mock', { facts, samples }, markdown);
