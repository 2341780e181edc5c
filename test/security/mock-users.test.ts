import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { repoRoot, runCli } from '../helpers/cli.js';
import { startMock } from '../helpers/mock-process.js';

/**
 * Issue 29, items 9 and 12: the mock's users file. A 300 000-user file used to end in
 * "internal error" (`Math.max(...spread)` over every username, past the call-stack's
 * argument limit) in `--describe` and in the start-up banner; duplicate usernames were
 * accepted (the second could never log in). Both through the CLI, as a user runs it.
 */
const v2 = join(repoRoot, 'fixtures/installation/docs/v2.json');
const dir = mkdtempSync(join(tmpdir(), 'sf-mock-users-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function usersFile(name: string, users: unknown[]): string {
  const file = join(dir, name);
  writeFileSync(file, JSON.stringify(users));
  return file;
}

const many = Array.from({ length: 300_000 }, (_, index) => ({
  username: `user${index}@example.com`,
  password: `secret-${index}`,
  access: 'user',
}));

describe('a users file of 300 000 users', () => {
  const file = usersFile('many.json', many);

  it('is described by --describe (no internal error)', async () => {
    const result = await runCli(['mock', v2, '--users', file, '--describe']);
    expect(result.stderr).toBe('');
    expect(result.code).toBe(0);
    expect(result.stdout).toContain('  user299999@example.com  user');
  });

  it('is printed in the start-up banner, and its last user logs in over HTTP', async () => {
    const mock = await startMock(v2, ['--users', file], 300_005);
    try {
      const baseUrl = /(http:\/\/127\.0\.0\.1:\d+\/api)\b/.exec(mock.stdout)?.[1] ?? '';
      const start = (await (await fetch(`${baseUrl}/auth`)).json()) as {
        result: [{ session: string; nonce: number }];
      };
      const finish = await fetch(`${baseUrl}/auth`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          ...start.result[0],
          username: 'user299999@example.com',
          password: 'secret-299999',
        }),
      });
      expect(finish.status).toBe(200);
    } finally {
      mock.child.kill('SIGTERM');
    }
  });
});

describe('duplicate usernames', () => {
  it('are exit 2 with one line naming the entry and the one it repeats', async () => {
    const file = usersFile('twice.json', [
      { username: 'a@example.com', password: 'one', access: 'user' },
      { username: 'b@example.com', password: 'two', access: 'user' },
      { username: 'a@example.com', password: 'three', access: 'superadmin' },
    ]);
    const result = await runCli(['mock', v2, '--port', '0', '--users', file]);
    expect(result.code).toBe(2);
    const lines = result.stderr.trim().split('\n');
    expect(lines[0]).toBe(
      `specforge: users file ${file}: users[2].username "a@example.com" repeats users[0]: usernames must be unique`,
    );
    expect(result.stdout).toBe('');
  });

  it('in the config file are refused the same way', async () => {
    const cwd = mkdtempSync(join(dir, 'config-'));
    const users = [
      { username: 'a@example.com', password: 'one', access: 'user' },
      { username: 'a@example.com', password: 'two', access: 'user' },
    ];
    writeFileSync(
      join(cwd, 'specforge.config.json'),
      JSON.stringify({ source: v2, mock: { users } }),
    );
    const result = await runCli(['mock', '--describe'], { cwd });
    expect(result.code).toBe(2);
    expect(result.stderr.split('\n')[0]).toBe(
      'specforge: mock.users: users[1].username "a@example.com" repeats users[0]: usernames must be unique',
    );
  });
});
