// In-process cost of the generated MSW handlers (#13): the same `GET /api/job` and
// `GET /api/job/{id}` answered by specforge's generated handlers (a mock installation:
// login check, validation, state, every value checked by the generated validators)
// and by a plain MSW handler returning a constant body of the same size, both through
// msw/node's interceptor and fetch in one process. The ratio is the engine's overhead.
// Usage: node run-mock-msw.mjs [--rounds 5] [--requests 3000]
import { execFileSync } from 'node:child_process';
import { mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { INSTALLATION_V2, NODE20, REPO_DIR, SPECFORGE_BIN, TMP_DIR } from './lib/env.mjs';
import { fmt, machineFacts, median, parseFlags } from './lib/stats.mjs';

const flags = parseFlags(process.argv.slice(2), { rounds: 5, requests: 3000 });
const out = join(TMP_DIR, 'msw-v2');
rmSync(out, { recursive: true, force: true });
execFileSync(NODE20, [SPECFORGE_BIN, 'generate', INSTALLATION_V2, '-o', out, '--targets', 'types,validators,mocks'], { stdio: 'ignore' });
const ts = (await import(pathToFileURL(join(REPO_DIR, 'node_modules', 'typescript', 'lib', 'typescript.js')).href)).default;
writeFileSync(join(out, 'package.json'), '{ "type": "module" }\n');
for (const file of walk(out).filter((f) => f.endsWith('.ts'))) {
  const js = ts.transpileModule(readFileSync(file, 'utf8'), { compilerOptions: { module: ts.ModuleKind.ESNext, target: ts.ScriptTarget.ES2022 } }).outputText;
  writeFileSync(file.replace(/\.ts$/, '.js'), js);
}
const msw = await import(pathToFileURL(join(REPO_DIR, 'node_modules', 'msw', 'lib', 'core', 'index.mjs')).href);
const { setupServer } = await import(pathToFileURL(join(REPO_DIR, 'node_modules', 'msw', 'lib', 'node', 'index.mjs')).href);
const mocks = await import(pathToFileURL(join(out, 'mocks', 'index.js')).href);
const origin = 'https://jobs.example.com';

const installation = mocks.createMockInstallation({ seed: 1 });
const engine = setupServer(...mocks.createHandlers(installation, { baseUrl: origin }));
engine.listen({ onUnhandledRequest: 'error' });
const start = (await (await fetch(`${origin}/api/auth`)).json()).result[0];
const login = await fetch(`${origin}/api/auth`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ ...start, username: 'user@example.com', password: 'user-secret' }) });
const headers = { session: start.session, token: (await login.json()).result[0].token };
const listBody = await (await fetch(`${origin}/api/job`, { headers })).text();
const id = JSON.parse(listBody).result[0].id;
const singleBody = await (await fetch(`${origin}/api/job/${id}`, { headers })).text();
engine.close();

const plain = setupServer(
  msw.http.get(`${origin}/api/job`, () => new msw.HttpResponse(listBody, { headers: { 'content-type': 'application/json' } })),
  msw.http.get(`${origin}/api/job/:id`, () => new msw.HttpResponse(singleBody, { headers: { 'content-type': 'application/json' } })),
);

async function measure(server, path) {
  server.listen({ onUnhandledRequest: 'error' });
  for (let i = 0; i < 200; i++) await (await fetch(`${origin}${path}`, { headers })).text(); // warm-up
  const cpu0 = process.cpuUsage();
  const t0 = performance.now();
  for (let i = 0; i < flags.requests; i++) {
    const response = await fetch(`${origin}${path}`, { headers });
    if (response.status !== 200) throw new Error(`${path}: ${response.status}`);
    await response.text();
  }
  const ms = performance.now() - t0;
  const cpu = process.cpuUsage(cpu0);
  server.close();
  return { rps: (flags.requests / ms) * 1000, cpuMicros: (cpu.user + cpu.system) / flags.requests };
}

const rows = [];
for (const [label, path] of [['GET /job', '/api/job'], ['GET /job/{id}', `/api/job/${id}`]]) {
  const runs = { engine: [], plain: [] };
  for (let round = 0; round < flags.rounds; round++) {
    runs.plain.push(await measure(plain, path));
    runs.engine.push(await measure(setupServer(...mocks.createHandlers(installation, { baseUrl: origin })), path));
  }
  const m = (list, key) => median(list.map((r) => r[key]));
  rows.push([label, fmt(m(runs.plain, 'rps'), 0), fmt(m(runs.engine, 'rps'), 0), `${fmt(m(runs.engine, 'rps') / m(runs.plain, 'rps'), 2)}×`, fmt(m(runs.plain, 'cpuMicros'), 0), fmt(m(runs.engine, 'cpuMicros'), 0)]);
}
console.error('machine:', machineFacts(flags));
console.log('| request | plain MSW handler req/s | specforge handlers req/s | specforge / plain | plain CPU µs/req | specforge CPU µs/req |');
console.log('| --- | --- | --- | --- | --- | --- |');
for (const row of rows) console.log(`| ${row.join(' | ')} |`);

function walk(dir) {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? walk(path) : [path];
  });
}
