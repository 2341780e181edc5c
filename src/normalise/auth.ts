/**
 * The login exchange: the `Session` and `Token` header names from the security schemes
 * (apiKey headers named like them; the known names when absent), and the three `/auth`
 * operations, found in the document or marked as synthesised from the known facts.
 */
import type { AuthModel, Operation } from '../ir/types.js';
import { pointerOf, report, type Context } from './context.js';
import { isRecord, objectAt, sortedKeys, type Json } from './json.js';

interface HeaderScheme {
  key: string;
  header: string;
}

function headerSchemes(ctx: Context): { schemes: HeaderScheme[]; pointer: string } {
  const schemes = objectAt(objectAt(ctx.document, 'components'), 'securitySchemes');
  const pointer = pointerOf(ctx, schemes, '#/components/securitySchemes');
  const list = sortedKeys(schemes).flatMap((key) => {
    const scheme = schemes[key] as Json;
    const ok =
      isRecord(scheme) &&
      scheme.type === 'apiKey' &&
      scheme.in === 'header' &&
      typeof scheme.name === 'string';
    return ok ? [{ key, header: scheme.name as string }] : [];
  });
  return { schemes: list, pointer };
}

function find(schemes: HeaderScheme[], pattern: RegExp): HeaderScheme | undefined {
  return schemes.find((s) => pattern.test(s.header)) ?? schemes.find((s) => pattern.test(s.key));
}

/** The two header names, as the document spells them (`Session`, `Token` by default). */
export function authHeaders(ctx: Context): { session: string; token: string; documented: boolean } {
  const { schemes } = headerSchemes(ctx);
  const session = find(schemes, /session/i);
  const token = find(schemes, /token/i);
  return {
    session: session?.header ?? 'Session',
    token: token?.header ?? 'Token',
    documented: !!(session && token),
  };
}

/**
 * Signs of the job service (or another Flask-RESTX application in its style): Session/Token
 * apiKey headers or an `/auth` path. Guesses that only make sense there (request-parser
 * arguments read from the body) are limited to such documents.
 */
export function looksLikeJobService(ctx: Context): boolean {
  const paths = ctx.document.paths;
  return authHeaders(ctx).documented || (isRecord(paths) && Object.hasOwn(paths, '/auth'));
}

export function buildAuth(ctx: Context, operations: Operation[]): AuthModel {
  const { session, token, documented } = authHeaders(ctx);
  const { pointer } = headerSchemes(ctx);
  const at = (method: string) =>
    operations.find((op) => op.path === '/auth' && op.method === method)?.id;
  const auth: AuthModel = {
    kind: 'auth',
    sessionHeader: session,
    tokenHeader: token,
    path: '/auth',
    synthesised: false,
    pointer: documented ? pointer : '#',
  };
  const found = { loginStart: at('GET'), loginFinish: at('POST'), logout: at('DELETE') };
  for (const [key, id] of Object.entries(found)) if (id !== undefined) auth[key as 'logout'] = id;
  const missing = Object.entries(found)
    .filter(([, id]) => id === undefined)
    .map(([key]) => key);
  auth.synthesised = missing.length > 0;
  if (missing.length > 0) {
    report(
      ctx,
      'auth-synthesised',
      'info',
      '#/paths',
      `The login exchange is not fully documented (${missing.join(', ')} missing): the known GET/POST/DELETE /auth are used.`,
    );
  }
  if (!documented) {
    report(
      ctx,
      'auth-headers-assumed',
      'info',
      '#',
      `No Session/Token apiKey headers in the security schemes; using ${session} and ${token}.`,
    );
  }
  if (!documented && !operations.some((op) => op.path === '/auth')) {
    report(
      ctx,
      'not-job-service',
      'info',
      '#',
      'No /auth path and no Session/Token security: this may not be the job service, but its envelope and login are assumed all the same.',
    );
  }
  return auth;
}
