// Benchmark for issue 15: the generated client's per-call overhead against openapi-fetch,
// both calling an in-process fetch stub (no network), logged in, the same 1 000 calls of
// GET /job/{jobid} (path parameter, Session/Token headers, JSON envelope parsed).
// Usage: node run-client.mjs [--rounds 7]  (needs `npm run build` at the root)
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { createRequire } from 'node:module';
import createFetchClient from 'openapi-fetch';

const root = new URL('..', import.meta.url).pathname;
const ts = createRequire(join(root, 'package.json'))('typescript');
const rounds = Number(process.argv[process.argv.indexOf('--rounds') + 1]) || 7;
const CALLS = 1000;
const BASE = 'http://bench.invalid';

const body = JSON.stringify({ status: 'success', result: [{ id: 7, name: 'nightly', state: 'running' }] });
const stub = async (request) => {
  if (request.headers.get('Token') !== 'T') throw new Error('not logged in');
  return new Response(body, { status: 200, headers: { 'content-type': 'application/json' } });
};

async function generated() {
  const dir = mkdtempSync(join(tmpdir(), 'specforge-bench-client-'));
  const doc = join(root, 'fixtures/installation/docs/v2.json');
  execFileSync(process.execPath, [join(root, 'bin/specforge.js'), 'generate', doc, '-o', join(dir, 'api'), '--targets', 'types,client', '--quiet']);
  for (const file of readdirSync(join(dir, 'api'), { recursive: true }).filter((f) => f.endsWith('.ts'))) {
    const source = readFileSync(join(dir, 'api', file), 'utf8');
    const js = ts.transpileModule(source, { compilerOptions: { module: ts.ModuleKind.ES2022, target: ts.ScriptTarget.ES2022 } });
    writeFileSync(join(dir, 'api', file.replace(/\.ts$/, '.js')), js.outputText);
  }
  writeFileSync(join(dir, 'package.json'), '{ "type": "module" }\n');
  return import(pathToFileURL(join(dir, 'api', 'index.js')).href);
}

const api = await generated();
const specforge = api.createClient({ baseUrl: BASE, fetch: stub, session: { session: 'S', token: 'T', validto: '2999-01-01T00:00:00Z' } });
const openapi = createFetchClient({ baseUrl: `${BASE}/api`, fetch: stub, headers: { Session: 'S', Token: 'T' } });

const contenders = {
  specforge: async (i) => (await specforge.job.get({ jobid: i })).id,
  'openapi-fetch': async (i) => (await openapi.GET('/job/{jobid}', { params: { path: { jobid: i } } })).data.result[0].id,
};

async function measure(call) {
  const started = process.hrtime.bigint();
  for (let i = 0; i < CALLS; i += 1) if ((await call(i)) !== 7) throw new Error('wrong answer');
  return Number(process.hrtime.bigint() - started) / 1e6;
}

const best = {};
for (const [name, call] of Object.entries(contenders)) await measure(call); // warm-up
for (let round = 0; round < rounds; round += 1)
  for (const [name, call] of Object.entries(contenders)) {
    const ms = await measure(call);
    best[name] = Math.min(best[name] ?? Infinity, ms);
  }
const ratio = best.specforge / best['openapi-fetch'];
console.log(`| client | 1 000 calls (best of ${rounds}, ms) | µs per call |\n|---|---|---|`);
for (const [name, ms] of Object.entries(best)) console.log(`| ${name} | ${ms.toFixed(1)} | ${((ms * 1000) / CALLS).toFixed(1)} |`);
console.log(`\nspecforge / openapi-fetch: ${ratio.toFixed(2)}x (Node ${process.version})`);
