import type { MockAccess, MockUser } from './types.js';

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

const RANK: Record<MockAccess, number> = { none: 0, user: 1, 'tenant-admin': 2, superadmin: 3 };

/** True when a user holding `held` may call an operation that needs `needed`. */
export function accessCovers(held: MockAccess, needed: MockAccess): boolean {
  return RANK[held] >= RANK[needed];
}

/** Checks a users file's contents (docs/contract.md format); returns the problem, or the users. */
export function parseUsers(value: unknown): MockUser[] | string {
  if (!Array.isArray(value) || value.length === 0) return 'users must be a non-empty JSON array';
  const users: MockUser[] = [];
  const seen = new Map<string, number>();
  for (const [index, entry] of value.entries()) {
    const where = `users[${index}]`;
    if (typeof entry !== 'object' || entry === null) return `${where} must be an object`;
    const { username, password, access, permissions } = entry as Record<string, unknown>;
    if (typeof username !== 'string' || username === '')
      return `${where}.username must be a non-empty string`;
    if (typeof password !== 'string') return `${where}.password must be a string`;
    const first = seen.get(username);
    if (first !== undefined)
      return `${where}.username ${JSON.stringify(username)} repeats users[${first}]: usernames must be unique`;
    seen.set(username, index);
    if (typeof access !== 'string' || !(access in RANK)) {
      return `${where}.access must be one of ${Object.keys(RANK).join(', ')}`;
    }
    if (
      permissions !== undefined &&
      !(Array.isArray(permissions) && permissions.every((p) => typeof p === 'string'))
    ) {
      return `${where}.permissions must be a list of strings`;
    }
    users.push({
      username,
      password,
      access: access as MockAccess,
      permissions: (permissions as string[]) ?? [],
    });
  }
  return users;
}
