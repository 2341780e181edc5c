/**
 * Whether an operation needs the Session + Token headers. `security: []` means no.
 * Flask-RESTX writes `[{"Session": []}, {"Token": []}]` — literally *either* header —
 * although the service needs both: read as both, with one diagnostic for the document.
 * The login exchange (`GET`/`POST /auth`) never needs them, whatever the document says.
 */
import type { HttpMethod } from '../../ir/types.js';
import { report, type Context } from '../context.js';
import { isRecord, type Json } from '../json.js';

export interface SecurityTally {
  eitherRead: string[];
  assumed: string[];
}

export function needsAuth(
  ctx: Context,
  op: Json,
  method: HttpMethod,
  path: string,
  pointer: string,
  tally: SecurityTally,
): boolean {
  if (path === '/auth' && method !== 'DELETE') return false;
  const own = Array.isArray(op.security);
  const requirements = own
    ? (op.security as unknown[])
    : Array.isArray(ctx.document.security)
      ? (ctx.document.security as unknown[])
      : undefined;
  if (requirements === undefined) {
    tally.assumed.push(pointer);
    return true;
  }
  const named = requirements.filter((r) => isRecord(r) && Object.keys(r).length > 0) as Json[];
  if (named.length === 0) return false;
  if (isEitherSessionOrToken(named)) tally.eitherRead.push(own ? pointer : '#/security');
  return true;
}

/** `[{Session: []}, {Token: []}]`: the two login headers listed as alternatives. */
function isEitherSessionOrToken(requirements: Json[]): boolean {
  const keys = requirements.map((r) => Object.keys(r));
  if (keys.length < 2 || keys.some((k) => k.length !== 1)) return false;
  const names = keys.map((k) => k[0] as string);
  return names.some((n) => /session/i.test(n)) && names.some((n) => /token/i.test(n));
}

/** One diagnostic per habit, not one per operation. */
export function reportSecurity(ctx: Context, tally: SecurityTally): void {
  const either = [...new Set(tally.eitherRead)].sort();
  if (either.length > 0) {
    report(
      ctx,
      'security-either-read-as-both',
      'info',
      either[0] as string,
      `Security lists the headers as alternatives (${either.length} place(s)); the service needs both, so both are sent.`,
    );
  }
  const assumed = [...tally.assumed].sort();
  if (assumed.length > 0) {
    report(
      ctx,
      'security-assumed',
      'info',
      assumed[0] as string,
      `${assumed.length} operation(s) state no security; the Session and Token headers are sent (the service needs them).`,
    );
  }
}
