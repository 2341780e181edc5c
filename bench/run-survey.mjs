// `specforge survey` (issue 32): N installations served by one local HTTP server on
// different base paths (/i/<n>), each answering after --latency ms, surveyed against the
// reference installation's v1 document. The installations serve three distinct documents
// (v1, v2, v2 as OpenAPI 3.0), so the survey diffs three times however many there are.
// Rows alternate inside each round (same-round pairs); medians of --rounds; peak RSS is
// the largest seen. No established tool surveys installations: the figures are absolute.
// Usage: nice -n 5 node run-survey.mjs [--rounds 7] [--latency 100]; node update-readme.mjs survey
import { createServer } from 'node:http';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { REPO_DIR, SPECFORGE_BIN } from './lib/env.mjs';
import { fmt, machineFacts, markdownTable, median, parseFlags, saveResults } from './lib/stats.mjs';
import { runMeasured } from './lib/run-process.mjs';

const flags = parseFlags(process.argv.slice(2), { rounds: 7, latency: 100 });
const docs = join(REPO_DIR, 'fixtures', 'installation', 'docs');
const texts = ['v1.json', 'v2.json', 'v2.oas30.json'].map((name) => readFileSync(join(docs, name)));

const server = createServer((request, response) => {
  const match = /^\/i\/(\d+)\/api\/swagger\.json$/.exec(request.url ?? '');
  setTimeout(() => {
    if (!match) return void response.writeHead(404).end();
    response.writeHead(200, { 'content-type': 'application/json' });
    response.end(texts[Number(match[1]) % texts.length]);
  }, Number(flags.latency));
});
await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
const base = `http://127.0.0.1:${server.address().port}`;

const dir = mkdtempSync(join(tmpdir(), 'bench-survey-'));
function installationsFile(count) {
  const file = join(dir, `installations-${count}.json`);
  const installations = Array.from({ length: count }, (_, i) => ({ name: `tenant-${i}`, baseUrl: `${base}/i/${i}` }));
  writeFileSync(file, JSON.stringify({ installations }));
  return file;
}

const cases = [
  { label: '50 installations, --concurrency 8', count: 50, concurrency: 8 },
  { label: '50 installations, --concurrency 1', count: 50, concurrency: 1 },
  { label: '200 installations, --concurrency 8', count: 200, concurrency: 8 },
].map((c) => ({ ...c, file: installationsFile(c.count), samples: [] }));

const loads = [];
for (let round = 0; round < Number(flags.rounds); round++) {
  loads.push(loadavg()[0]);
  for (const c of cases) {
    const args = [SPECFORGE_BIN, 'survey', c.file, '--against', join(docs, 'v1.json'), '--json', '--fail-on', 'none', '--concurrency', String(c.concurrency)];
    const result = await runMeasured(process.execPath, args, { env: { ...process.env, CI: 'true' } });
    if (!result.ok) throw new Error(`${c.label}: exit ${result.code}\n${result.output}`);
    c.samples.push(result);
  }
}
server.close();

const rows = cases.map((c) => [
  c.label,
  `${fmt(median(c.samples.map((s) => s.wallMs)) / 1000)} s`,
  `${fmt(median(c.samples.map((s) => s.cpuMs)) / 1000)} s`,
  `${fmt(c.samples.reduce((max, s) => Math.max(max, s.peakMB), 0), 0)} MB`,
]);
const load = `load ${fmt(Math.min(...loads), 1)}–${fmt(Math.max(...loads), 1)} (1-minute average at each round's start)`;
const markdown = [
  `${flags.rounds} rounds, ${flags.latency} ms latency per answer, ${new Date().toISOString().slice(0, 16)} UTC, ${load}`,
  '',
  markdownTable(['survey (3 distinct documents)', 'median wall', 'median CPU (user+sys)', 'peak RSS'], rows),
].join('\n');
saveResults('survey', { facts: machineFacts({ latencyMs: Number(flags.latency) }), cases: cases.map(({ label, samples }) => ({ label, samples })), loads }, markdown);
console.log(markdown);
