import type { MockUser } from './types.js';
import { ACCESS_LEVELS, isAccessLevel } from '../access.js';

/**
 * The users a mock installation knows when none are given: one per access level a
 * login can hold, and one ordinary user without the add-job permission (refused by
 * `POST /job`). `specforge mock` prints them at start-up.
 */
export const defaultUsers: readonly MockUser[] = [
  {
    username: 'user@example.com',
    password: 'user-secret',
    access: 'user',
    permissions: ['add-job'],
  },
  { username: 'viewer@example.com', password: 'viewer-secret', access: 'user', permissions: [] },
  {
    username: 'admin@example.com',
    password: 'admin-secret',
    access: 'tenant-admin',
    permissions: ['add-job'],
  },
  {
    username: 'root@example.com',
    password: 'root-secret',
    access: 'superadmin',
    permissions: ['add-job'],
  },
];

/** A users file (or the users given) that cannot be used: which entry, and why. */
export class UsersFileError extends Error {
  override readonly name = 'UsersFileError';
}

/**
 * Checks a users file's contents (docs/contract.md format) and returns the users; throws a
 * `UsersFileError` naming the first entry that is wrong.
 */
export function parseUsers(value: unknown): MockUser[] {
  if (!Array.isArray(value) || value.length === 0)
    throw new UsersFileError('users must be a non-empty JSON array');
  const seen = new Map<string, number>();
  return value.map((entry: unknown, index) => parseUser(entry, `users[${index}]`, index, seen));
}

function parseUser(
  entry: unknown,
  where: string,
  index: number,
  seen: Map<string, number>,
): MockUser {
  if (typeof entry !== 'object' || entry === null)
    throw new UsersFileError(`${where} must be an object`);
  const { username, password, access, permissions } = entry as Record<string, unknown>;
  if (typeof username !== 'string' || username === '')
    throw new UsersFileError(`${where}.username must be a non-empty string`);
  if (typeof password !== 'string') throw new UsersFileError(`${where}.password must be a string`);
  const first = seen.get(username);
  if (first !== undefined)
    throw new UsersFileError(
      `${where}.username ${JSON.stringify(username)} repeats users[${first}]: usernames must be unique`,
    );
  seen.set(username, index);
  if (!isAccessLevel(access))
    throw new UsersFileError(`${where}.access must be one of ${ACCESS_LEVELS.join(', ')}`);
  if (
    permissions !== undefined &&
    !(Array.isArray(permissions) && permissions.every((p) => typeof p === 'string'))
  )
    throw new UsersFileError(`${where}.permissions must be a list of strings`);
  return { username, password, access, permissions: (permissions as string[] | undefined) ?? [] };
}

/** The part of Node's `fs` read here, found at run time so that browsers never load it. */
interface NodeFs {
  readFileSync(path: string, encoding: 'utf8'): string;
}

/**
 * Reads and checks a users file (Node only: `createMockInstallation({ users: 'users.json' })`).
 * Node's fs comes from `process.getBuiltinModule` (Node >= 20.16), not an import: the engine
 * also runs in browsers, where this throws rather than the whole module failing to load.
 */
export function readUsersFile(path: string): MockUser[] {
  const host = (globalThis as { process?: { getBuiltinModule?: (id: string) => unknown } }).process;
  const fs = host?.getBuiltinModule?.('node:fs') as NodeFs | undefined;
  if (fs === undefined)
    throw new UsersFileError(
      `cannot read users file ${path} here (Node only): pass the users instead`,
    );
  let text: string;
  try {
    text = fs.readFileSync(path, 'utf8');
  } catch (error) {
    throw new UsersFileError(`cannot read users file ${path}: ${(error as Error).message}`);
  }
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw new UsersFileError(`users file ${path} is not JSON`);
  }
  try {
    return parseUsers(value);
  } catch (error) {
    throw new UsersFileError(`users file ${path}: ${(error as Error).message}`);
  }
}
