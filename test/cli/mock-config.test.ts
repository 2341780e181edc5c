import { spawn } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import { repoRoot, runCli } from '../helpers/cli.js';

/** Starts `specforge mock` with no arguments in `cwd`; resolves with its stdout once it names `until`. */
function startIn(cwd: string, until: string) {
  const child = spawn(process.execPath, [join(repoRoot, 'bin/specforge.js'), 'mock'], {
    cwd,
    env: { ...process.env, CI: 'true', NO_COLOR: '1' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  return new Promise<{ stdout: string; stop: () => void }>((resolve, reject) => {
    let stdout = '';
    let stderr = '';
    child.stderr.on('data', (chunk) => (stderr += chunk));
    child.stdout.on('data', (chunk) => {
      stdout += chunk;
      if (stdout.includes(until)) resolve({ stdout, stop: () => child.kill('SIGTERM') });
    });
    child.on('exit', (code) => reject(new Error(`mock exited with ${code}: ${stderr}`)));
  });
}

it('specforge mock takes source, port, seed and users from specforge.config.json', async () => {
  const dir = mkdtempSync(join(tmpdir(), 'specforge-mock-config-'));
  const users = [{ username: 'ops@example.com', password: 'pw-1', access: 'tenant-admin', permissions: ['add-job'] }];
  const source = join(repoRoot, 'fixtures/installation/docs/v2.json');
  writeFileSync(join(dir, 'specforge.config.json'), JSON.stringify({ source, mock: { port: 0, seed: 3, users } }));
  const mock = await startIn(dir, 'ops@example.com');
  try {
    const baseUrl = /http:\/\/127\.0\.0\.1:\d+\/api/.exec(mock.stdout)?.[0];
    expect(baseUrl).toBeDefined();
    const start = (await (await fetch(`${baseUrl}/auth`)).json()) as { result: [{ session: string; nonce: number }] };
    const finish = await fetch(`${baseUrl}/auth`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ ...start.result[0], username: 'ops@example.com', password: 'pw-1' }),
    });
    expect(finish.status).toBe(200);
    expect(mock.stdout).not.toContain('user@example.com');
  } finally {
    mock.stop();
  }
});

it('specforge mock refuses a config key that names no operation, naming the closest', async () => {
  const dir = mkdtempSync(join(tmpdir(), 'specforge-mock-config-'));
  const source = join(repoRoot, 'fixtures/installation/docs/v2.json');
  writeFileSync(
    join(dir, 'specforge.config.json'),
    JSON.stringify({ source, envelope: { get_jobs_list: 'list' }, mock: { port: 0 } }),
  );
  const result = await runCli(['mock'], { cwd: dir });
  expect(result.code).toBe(2);
  expect(result.stderr).toBe(
    'specforge: config: envelope["get_jobs_list"] names no operation of this document (did you mean "get_job_list"?)\n',
  );
});
