/**
 * Who may call an operation: access level by path prefix (`/auth` none; `/admin/…`
 * tenant admin; `/superadmin/…` superadmin; anything else user), overridable by
 * operationId, `METHOD /path` or a prefix key ending in `/*` (the longest wins); and the
 * permissions the service is known to check beyond the level.
 */
import type { AccessLevel, HttpMethod } from '../../ir/types.js';
import type { Context } from '../context.js';
import { configuredKey } from '../config-key.js';
import { own } from '../json.js';

const prefixLevels: Record<string, AccessLevel> = {
  auth: 'none',
  admin: 'tenant-admin',
  superadmin: 'superadmin',
};

const knownPermissions: Record<string, string[]> = { 'POST /job': ['add-job'] };

export interface AccessInput {
  method: HttpMethod;
  path: string;
  id: string;
  originalId?: string;
}

export function accessLevel(ctx: Context, op: AccessInput): AccessLevel {
  const overrides = ctx.options.access;
  const configured = overrides === undefined ? undefined : configuredLevel(overrides, op);
  if (configured !== undefined) return configured;
  return own(prefixLevels, firstSegment(op.path)) ?? 'user';
}

/** `/admin/user` → `admin`; `//x` → `x`; `/` → `` (read by index: asked once per operation). */
function firstSegment(path: string): string {
  let start = 0;
  while (path.charCodeAt(start) === 47 /* / */) start += 1;
  const end = path.indexOf('/', start);
  return end === -1 ? path.slice(start) : path.slice(start, end);
}

/** The level `access` gives by key, else by the longest matching `prefix/*` key. */
function configuredLevel(
  overrides: Record<string, AccessLevel>,
  op: AccessInput,
): AccessLevel | undefined {
  const exact = configuredKey(overrides, op);
  if (exact !== undefined) return overrides[exact];
  const prefix = Object.keys(overrides)
    .filter((key) => key.endsWith('/*') && matchesPrefix(op.path, key.slice(0, -2)))
    .sort((a, b) => b.length - a.length || (a < b ? -1 : 1))[0];
  return prefix === undefined ? undefined : overrides[prefix];
}

function matchesPrefix(path: string, prefix: string): boolean {
  return prefix === '' || path === prefix || path.startsWith(`${prefix}/`);
}

export function permissionsOf(op: AccessInput): string[] {
  const known = own(knownPermissions, `${op.method} ${op.path}`);
  return known === undefined ? [] : [...known];
}
