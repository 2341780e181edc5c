import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseUsers, readUsersFile, UsersFileError } from '../../src/runtime/mock/index.js';
import { call, jobInstallation, prepareJobValidators } from './engine-helpers.js';

/**
 * The users file (docs/contract.md): `parseUsers` throws a `UsersFileError` naming the
 * entry, and `createMockInstallation` takes the file's path as well as the users.
 */
const dir = mkdtempSync(join(tmpdir(), 'sf-users-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
const file = (name: string, contents: string) => {
  writeFileSync(join(dir, name), contents);
  return join(dir, name);
};

/** The error `run` throws: its class and its message. */
function thrown(run: () => unknown): { type: string; message: string } {
  try {
    run();
  } catch (error) {
    return { type: error instanceof UsersFileError ? 'UsersFileError' : String(error), message: (error as Error).message };
  }
  throw new Error('nothing thrown');
}

describe('parseUsers', () => {
  it('returns the users, permissions defaulting to none', () => {
    expect(parseUsers([{ username: 'a@example.com', password: 'p', access: 'tenant-admin' }])).toEqual([
      { username: 'a@example.com', password: 'p', access: 'tenant-admin', permissions: [] },
    ]);
  });

  it.each([
    [[], 'users must be a non-empty JSON array'],
    [[{ username: 'a', password: 'p', access: 'root' }], 'users[0].access must be one of none, user, tenant-admin, superadmin'],
    [[{ username: '', password: 'p', access: 'user' }], 'users[0].username must be a non-empty string'],
    [[{ username: 'a', password: 'p', access: 'user', permissions: [1] }], 'users[0].permissions must be a list of strings'],
  ])('throws a UsersFileError naming the entry for %j', (value, message) => {
    expect(thrown(() => parseUsers(value))).toEqual({ type: 'UsersFileError', message });
  });
});

describe('createMockInstallation({ users: path })', () => {
  beforeAll(prepareJobValidators);

  it('reads the users file: its users log in, the default users do not', () => {
    const users = file('users.json', JSON.stringify([{ username: 'ops@example.com', password: 'ops-secret', access: 'superadmin' }]));
    const installation = jobInstallation({ users });
    expect(installation.users.map((user) => user.username)).toEqual(['ops@example.com']);
    const login = (username: string, password: string) => {
      const { session, nonce } = call(installation, 'GET', '/api/auth').body.result[0] as { session: string; nonce: number };
      return call(installation, 'POST', '/api/auth', { body: { session, nonce, username, password } }).status;
    };
    expect(login('ops@example.com', 'ops-secret')).toBe(200);
    expect(login('user@example.com', 'user-secret')).toBe(401);
  });

  it('throws a UsersFileError naming the file for a missing, non-JSON or wrong file', () => {
    const missing = join(dir, 'missing.json');
    expect(thrown(() => jobInstallation({ users: missing }))).toEqual({
      type: 'UsersFileError',
      message: expect.stringMatching(new RegExp(`^cannot read users file ${missing}: ENOENT`)),
    });
    const text = file('text.json', 'not json');
    expect(thrown(() => readUsersFile(text))).toEqual({ type: 'UsersFileError', message: `users file ${text} is not JSON` });
    const twice = file('twice.json', JSON.stringify([
      { username: 'a@example.com', password: 'one', access: 'user' },
      { username: 'a@example.com', password: 'two', access: 'user' },
    ]));
    expect(thrown(() => jobInstallation({ users: twice }))).toEqual({
      type: 'UsersFileError',
      message: `users file ${twice}: users[1].username "a@example.com" repeats users[0]: usernames must be unique`,
    });
  });
});
