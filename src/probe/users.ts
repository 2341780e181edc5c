import { readFile } from 'node:fs/promises';
import { SpecforgeError } from '../errors.js';
import { ACCESS_LEVELS, type AccessLevel } from '../ir/access.js';
import type { ProbeUser } from './types.js';

/**
 * Who the probe logs in as: the credentials the settings resolved (`SPECFORGE_USERNAME` /
 * `SPECFORGE_PASSWORD`, else the config's `credentials`), or a user file in the mock's
 * format (`[{ "username", "password", "access" }]`) to probe every access level at once.
 * Never argv; the password is never printed.
 */
const LEVELS: readonly AccessLevel[] = ACCESS_LEVELS.filter((level) => level !== 'none');

export async function probeUsers(
  userFile: string | undefined,
  credentials: { username: string; password: string } | undefined,
): Promise<ProbeUser[]> {
  if (userFile !== undefined) return readUserFile(userFile);
  if (credentials === undefined) {
    throw new SpecforgeError(
      'probe-credentials',
      'no credentials: set SPECFORGE_USERNAME and SPECFORGE_PASSWORD (or "credentials" in specforge.config.json)',
      {
        hint: 'or pass --user-file users.json ([{"username","password","access"}]) to probe several users',
      },
    );
  }
  return [{ username: credentials.username, password: credentials.password }];
}

async function readUserFile(file: string): Promise<ProbeUser[]> {
  const text = await readFile(file, 'utf8').catch((error: Error) => {
    throw new SpecforgeError('users-file', `cannot read user file ${file}: ${error.message}`);
  });
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw new SpecforgeError('users-file', `user file ${file} is not JSON`);
  }
  if (!Array.isArray(value) || value.length === 0 || !value.every(isUser)) {
    throw new SpecforgeError(
      'users-file',
      `user file ${file}: expected a non-empty list of users`,
      {
        hint: `each { "username": "…", "password": "…", "access": one of ${LEVELS.join(', ')} (optional) }`,
      },
    );
  }
  return value.map(({ username, password, access }) => ({ username, password, access }));
}

function isUser(value: unknown): value is ProbeUser {
  const user = value as Partial<ProbeUser> | null;
  return (
    typeof user?.username === 'string' &&
    typeof user.password === 'string' &&
    (user.access === undefined || LEVELS.includes(user.access))
  );
}
