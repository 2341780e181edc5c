// `specforge probe` against the reference installation v2 (70 operations, 32 read-only):
// wall time and peak memory of the whole command (load, validators, login, calls, report),
// at the default concurrency, as one user (environment), as the four kinds of users, and
// as the four with --allow-writes (create → read → update → delete cycles, all cleaned up).
// No established tool probes a login-exchange, enveloped API with a generated client's
// validators, so the figures are absolute. Usage: node run-probe.mjs [--runs 5]
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const bin = process.env.SPECFORGE_BIN ?? join(root, 'bin', 'specforge.js');
const runs = Number(process.argv[process.argv.indexOf('--runs') + 1]) || 5;
const { startInstallation, seedUsers } = await import(join(root, 'dist/fixtures/installation/server.js'));

const dir = mkdtempSync(join(tmpdir(), 'bench-probe-'));
const userFile = join(dir, 'users.json');
const four = [['user', 'user'], ['noAddJob', 'user'], ['tenantAdmin', 'tenant-admin'], ['superadmin', 'superadmin']];
writeFileSync(userFile, JSON.stringify(four.map(([k, access]) => ({ username: seedUsers[k].username, password: seedUsers[k].password, access }))));

// Asynchronous: the installation runs in this process and must keep answering.
async function once(baseUrl, extra) {
  const env = { ...process.env, CI: 'true', SPECFORGE_USERNAME: seedUsers.user.username, SPECFORGE_PASSWORD: seedUsers.user.password };
  const result = await promisify(execFile)('/usr/bin/time', ['-f', '%e %U %S %M', process.execPath, bin, 'probe', baseUrl, '--json', '--fail-on', 'none', ...extra], { env, encoding: 'utf8', maxBuffer: 1 << 26 });
  const [wall, user, sys, kb] = result.stderr.trim().split('\n').pop().split(' ').map(Number);
  const report = JSON.parse(result.stdout);
  return { wall, cpu: user + sys, mb: kb / 1024, requests: report.requests, operations: report.operations.length };
}

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const running = await startInstallation({ version: 'v2' });
const rows = [];
const modes = [
  ['1 user (environment)', []],
  ['4 users (--user-file)', ['--user-file', userFile]],
  ['4 users, --allow-writes (6 cycles)', ['--user-file', userFile, '--allow-writes']],
];
for (const [label, extra] of modes) {
  const samples = [];
  for (let i = 0; i < runs; i++) samples.push(await once(running.baseUrl, extra));
  rows.push(`| ${label} | ${samples[0].operations} | ${samples[0].requests} | ${median(samples.map((s) => s.wall)).toFixed(2)} s | ${median(samples.map((s) => s.cpu)).toFixed(2)} s | ${Math.max(...samples.map((s) => s.mb)).toFixed(0)} MB |`);
}
await running.close();
console.log(['| probe of v2 (70 operations) | operations reported | requests | median wall | median CPU (user+sys) | peak RSS |', '| --- | --- | --- | --- | --- | --- |', ...rows].join('\n'));
