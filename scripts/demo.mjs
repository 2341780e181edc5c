#!/usr/bin/env node
/**
 * `npm run demo`: the whole value of specforge in one command. Starts the reference
 * installation on a free loopback port, generates a typed client from the document it
 * serves (over HTTP, with the real CLI), compiles it, and uses it: login, permissions,
 * submit a job, list jobs, cancel it, a superadmin call refused with a typed error, logout.
 * Needs the build (`npm ci` runs it; or `npm run build`). `--keep <dir>` keeps the client.
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const server = join(root, 'dist/fixtures/installation/server.js');
if (!existsSync(server)) {
  console.error('demo: dist/ is missing; run `npm run build` first');
  process.exit(2);
}
const keepAt = process.argv.indexOf('--keep');
const workDir =
  keepAt > 0
    ? resolve(process.argv[keepAt + 1] ?? '.demo')
    : mkdtempSync(join(tmpdir(), 'specforge-demo-'));
const step = (text) => console.log(`\n▶ ${text}`);
const show = (label, value) =>
  console.log(`  ${label}: ${typeof value === 'string' ? value : JSON.stringify(value)}`);

const { startInstallation, seedUsers } = await import(pathToFileURL(server).href);
const installation = await startInstallation({ port: 0, version: 'v2' });
try {
  step(`reference installation running at ${installation.baseUrl}`);
  const output = join(workDir, 'api');
  step(`specforge generate ${installation.baseUrl} -o ${output} --targets types,client`);
  const started = performance.now();
  // Asynchronous: the installation runs in this process and must keep answering.
  const generate = await run(process.execPath, [
    join(root, 'bin/specforge.js'),
    'generate',
    installation.baseUrl,
    '-o',
    output,
    '--targets',
    'types,client',
  ]);
  process.stdout.write(generate.stderr.replace(/^(?=.)/gm, '  '));
  if (generate.status !== 0) throw new Error(`generate exited with ${generate.status}`);
  show('took', `${Math.round(performance.now() - started)} ms (including node start-up)`);

  step('compile the generated TypeScript (transpile with the typescript package)');
  const { default: ts } = await import('typescript');
  for (const file of readdirSync(output, { recursive: true, encoding: 'utf8' }).filter((f) =>
    f.endsWith('.ts'),
  )) {
    const source = readFileSync(join(output, file), 'utf8');
    const compiled = ts.transpileModule(source, {
      compilerOptions: { module: ts.ModuleKind.ES2022, target: ts.ScriptTarget.ES2022 },
    });
    writeFileSync(join(output, file.replace(/\.ts$/, '.js')), compiled.outputText);
  }
  const { createClient, ApiError } = await import(pathToFileURL(join(output, 'index.js')).href);
  const api = createClient({ baseUrl: installation.baseUrl });
  const alice = seedUsers.user;

  step(`api.login({ username: '${alice.username}', password })   // GET then POST /api/auth`);
  const session = await api.login({ username: alice.username, password: alice.password });
  show('session', { userid: session.userid, validto: session.validto });

  step('api.user.permission.get()                     // GET /api/user/permission');
  const permission = await api.user.permission.get();
  show('realmadmin', permission.realmadmin);
  show('permissions', permission.permissions);

  step('api.job.submit({ body: { name, command, queue, project } })   // POST /api/job');
  const job = await api.job.submit({
    body: { name: 'demo-render', command: 'render --all', queue: 'default', project: 1 },
  });
  show('submitted', { id: job.id, name: job.name, state: job.state });

  step("api.job.list({}, { fields: '{id,name,state}' })   // GET /api/job with an X-Fields mask");
  for (const each of await api.job.list({}, { fields: '{id,name,state}' }))
    show(`job ${each.id}`, `${each.name} (${each.state})`);

  step(`api.job.cancel({ jobid: ${job.id} })                 // POST /api/job/{jobid}/cancel`);
  await api.job.cancel({ jobid: job.id });
  const same = await api.request('GET /job/{jobid}', { path: { jobid: job.id } });
  show("api.request('GET /job/{jobid}') → state", same.state);

  step('api.superadmin.realm.list()                    // alice is no superadmin');
  try {
    await api.superadmin.realm.list();
    show('unexpected', 'the call succeeded');
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    show('ApiError', {
      kind: error.kind,
      status: error.status,
      operationId: error.operationId,
      message: error.message,
    });
  }

  step('api.logout()                                   // DELETE /api/auth');
  await api.logout();
  try {
    await api.job.list();
  } catch (error) {
    show('after logout, api.job.list() fails with kind', error.kind);
  }
  step(
    `done. The generated client is in ${output}${keepAt > 0 ? '' : ' (a temporary directory, removed now; --keep <dir> keeps it)'}`,
  );
} finally {
  await installation.close();
  if (keepAt < 0) rmSync(workDir, { recursive: true, force: true });
}

function run(command, args) {
  return new Promise((resolvePromise, reject) => {
    const child = spawn(command, args, {
      env: { ...process.env, CI: '1' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stderr = '';
    child.stderr.on('data', (chunk) => (stderr += chunk));
    child.on('error', reject);
    child.on('close', (status) => resolvePromise({ status, stderr }));
  });
}
