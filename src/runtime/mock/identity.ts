import type { MockAccess, MockUser } from './types.js';
import type { Item } from './store.js';
import type { ValueCheck } from './sample.js';
import { setIfValid } from './draw.js';
import { accessCovers } from '../access.js';

/**
 * "Who am I, what may I do": every answer about the logged-in user comes from their
 * record in the users file — the seeded user items (same e-mail, id = the login's
 * `userid`), `GET /user`, `GET /user/permission` and any `realmadmin`/`superadmin`
 * flag. A field is written only where the response schema accepts the value.
 */

/** The names services give each fact about the user. */
const NAMES = {
  username: ['email', 'username', 'login', 'mail'],
  userid: ['userid', 'user_id'],
  admin: ['realmadmin', 'realm_admin', 'tenantadmin', 'tenant_admin', 'admin', 'is_admin'],
  superadmin: ['superadmin', 'super_admin', 'is_superadmin'],
  permissions: ['permissions'],
  access: ['access', 'role'],
};

/** Every field name an answer about the caller is filled in under. */
export const USER_FIELD_NAMES: readonly string[] = Object.values(NAMES).flat();

/** Fields derived from the user, by the names services give them. */
function userFields(user: MockUser, userId: number): [string[], unknown][] {
  return [
    [NAMES.username, user.username],
    [NAMES.userid, userId],
    [NAMES.admin, accessCovers(user.access, 'tenant-admin')],
    [NAMES.superadmin, user.access === 'superadmin'],
    [NAMES.permissions, [...(user.permissions ?? [])]],
    [NAMES.access, user.access satisfies MockAccess],
  ];
}

/** Writes the user's facts into the fields an item describing them has (`own`: its `id` too). */
export function describeUser(
  item: Item,
  user: MockUser,
  userId: number,
  check: ValueCheck | undefined,
  options: { own?: boolean } = {},
): Item {
  const fields = userFields(user, userId);
  if (options.own) fields.push([['id'], userId]);
  for (const [names, value] of fields) {
    for (const name of names)
      if (Object.prototype.hasOwnProperty.call(item, name)) setIfValid(item, name, value, check);
  }
  return item;
}

/** An operation about the caller: `/user`, `/user/permission`, `/me` … without a path parameter. */
export function isAboutCaller(path: string): boolean {
  return !path.includes('{') && /^\/(user|me|whoami|account|profile|permissions?)(\/|$)/.test(path);
}
