import { createServer } from 'node:net';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { repoRoot, runCli } from '../helpers/cli.js';
import { login, startMock as startMockOf, type StartedMock } from '../helpers/mock-process.js';

const v2 = join(repoRoot, 'fixtures/installation/docs/v2.json');

/** Starts `specforge mock` on the v2 document (test/helpers/mock-process.ts). */
function startMock(args: string[], lines = 4): Promise<StartedMock> {
  return startMockOf(v2, args, lines);
}

describe('specforge mock', () => {
  let mock: StartedMock;
  let baseUrl: string;
  const dirs: string[] = [];

  beforeAll(async () => {
    mock = await startMock(['--seed', '3']);
    baseUrl = /(http:\/\/127\.0\.0\.1:\d+\/api)\b/.exec(mock.stdout)?.[1] ?? '';
  });

  afterAll(() => {
    mock?.child.kill('SIGTERM');
    for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  });

  it('prints its base URL and the default users', () => {
    expect(baseUrl).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/api$/);
    for (const user of [
      'user@example.com',
      'viewer@example.com',
      'admin@example.com',
      'root@example.com',
    ]) {
      expect(mock.stdout).toContain(user);
    }
  });

  it('runs the login exchange, access levels and state over HTTP', async () => {
    expect((await fetch(`${baseUrl}/job`)).status).toBe(401);
    const headers = await login(baseUrl, 'user@example.com', 'user-secret');
    const list = await fetch(`${baseUrl}/job`, { headers });
    expect(list.status).toBe(200);
    expect(((await list.json()) as { status: string }).status).toBe('success');
    const created = await fetch(`${baseUrl}/job`, {
      method: 'POST',
      headers: { ...headers, 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'nightly', queue: 'batch', command: 'run.sh', project: 1 }),
    });
    expect(created.status).toBe(200);
    const job = ((await created.json()) as { result: [{ id: number; name: string }] }).result[0];
    const read = (await (await fetch(`${baseUrl}/job/${job.id}`, { headers })).json()) as {
      result: unknown[];
    };
    expect(read.result[0]).toMatchObject({ id: job.id, name: 'nightly' });
    expect((await fetch(`${baseUrl}/admin/user`, { headers })).status).toBe(403);
    expect((await fetch(`${baseUrl}/superadmin/realm`, { headers })).status).toBe(401);
  });

  it('serves its document, so that generate works against it', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'sf-mock-generate-'));
    dirs.push(dir);
    const origin = baseUrl.replace(/\/api$/, '');
    const result = await runCli(['generate', origin, '-o', join(dir, 'api'), '--targets', 'types']);
    expect(result.stderr).not.toMatch(/internal error/);
    expect(result.code).toBe(0);
    expect(existsSync(join(dir, 'api', 'types.ts'))).toBe(true);
  });

  it('takes users from a file and prints machine-readable start-up with --json', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'sf-mock-users-'));
    dirs.push(dir);
    const file = join(dir, 'users.json');
    const users = [
      { username: 'ops@example.com', password: 'pw-ops', access: 'tenant-admin', permissions: [] },
    ];
    writeFileSync(file, JSON.stringify(users));
    const own = await startMock(['--users', file, '--json'], 1);
    try {
      const printed = JSON.parse(own.stdout.split('\n')[0] ?? '') as {
        baseUrl: string;
        users: unknown[];
      };
      expect(printed.users).toEqual([
        { username: 'ops@example.com', access: 'tenant-admin', permissions: [] },
      ]);
      const headers = await login(printed.baseUrl, 'ops@example.com', 'pw-ops');
      expect((await fetch(`${printed.baseUrl}/admin/user`, { headers })).status).toBe(200);
    } finally {
      own.child.kill('SIGTERM');
    }
  });

  it('with --latency answers through the delayed path: login, a submit, a read, a bad body', async () => {
    // The server answers synchronously unless there is a latency (src/mock/server.ts).
    const own = await startMock(['--latency', '30']);
    try {
      const ownBase = /(http:\/\/127\.0\.0\.1:\d+\/api)\b/.exec(own.stdout)?.[1] ?? '';
      const headers = await login(ownBase, 'user@example.com', 'user-secret');
      const post = (body: string) =>
        fetch(`${ownBase}/job`, {
          method: 'POST',
          headers: { ...headers, 'content-type': 'application/json' },
          body,
        });
      const created = await post(
        JSON.stringify({ name: 'slow', queue: 'batch', command: 'x', project: 1 }),
      );
      expect(created.status).toBe(200);
      const job = ((await created.json()) as { result: [{ id: number }] }).result[0];
      const read = await fetch(`${ownBase}/job/${job.id}`, { headers });
      expect(((await read.json()) as { result: unknown[] }).result[0]).toMatchObject({
        id: job.id,
        name: 'slow',
      });
      expect((await post('{not json')).status).toBe(400);
    } finally {
      own.child.kill('SIGTERM');
    }
  });

  it('refuses a busy --port with one line naming it, exit 2', async () => {
    const busy = createServer();
    await new Promise<void>((resolve) => busy.listen(0, '127.0.0.1', resolve));
    const { port } = busy.address() as { port: number };
    try {
      const result = await runCli(['mock', v2, '--port', String(port)]);
      expect(result.code).toBe(2);
      expect(result.stderr.trim().split('\n')).toEqual([
        `specforge: port ${port} on 127.0.0.1 is already in use: choose another with --port (0: any free port)`,
      ]);
    } finally {
      busy.close();
    }
  });

  it('--describe prints its decisions, config overrides applied, and exits', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'sf-mock-describe-'));
    dirs.push(dir);
    const states = {
      initial: { '/job': 'held' },
      transitions: { 'POST /job/{jobid}/cancel': 'failed' },
    };
    writeFileSync(
      join(dir, 'specforge.config.json'),
      JSON.stringify({ source: v2, mock: { states } }),
    );
    const text = await runCli(['mock', '--describe'], { cwd: dir });
    expect(text.code).toBe(0);
    expect(text.stdout).not.toMatch(/http:\/\//); // nothing is served
    for (const line of [
      '  /job id id; node → /node, queue → /queue',
      '  /queue id name',
      '  /job state: new held; POST /job/{jobid}/cancel → failed; POST /job/{jobid}/restart → held',
      '  GET /user/permission: realmadmin, superadmin, permissions',
    ])
      expect(text.stdout.split('\n')).toContain(line);
    const json = await runCli(['mock', '--describe', '--json'], { cwd: dir });
    const decisions = JSON.parse(json.stdout) as Record<string, { collection?: string }[]>;
    expect(decisions.states?.find((view) => view.collection === '/job')).toMatchObject({
      property: 'state',
      initial: 'held',
    });
    expect(decisions.collections?.find((view) => view.collection === '/job')).toMatchObject({
      relations: { queue: '/queue', node: '/node' },
    });
    expect(decisions.identity).toContainEqual({
      operation: 'GET /user',
      fields: ['id', 'email', 'realmadmin'],
    });
  });

  it('refuses a bad users file with one line and exit 2', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'sf-mock-bad-'));
    dirs.push(dir);
    writeFileSync(
      join(dir, 'users.json'),
      JSON.stringify([{ username: 'x@example.com', access: 'king' }]),
    );
    const result = await runCli(['mock', v2, '--port', '0', '--users', join(dir, 'users.json')]);
    expect(result.code).toBe(2);
    expect(result.stderr.split('\n')[0]).toMatch(
      /^specforge: users file .*password must be a string/,
    );
  });
});
