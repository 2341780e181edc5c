import type { AccessLevel, ApiModel } from '../ir/types.js';
import { SpecforgeError } from '../errors.js';
import { joinMessages, serviceMessages } from '../runtime/service-message.js';
import type { ProbeUser } from './types.js';
import type { Transport } from './transport.js';

/**
 * The login exchange (GET then POST the auth path), the session headers it yields, the
 * user's access level when no user file declared it, and the logout. Passwords go only
 * into the POST body, never into a message. The exchange follows no redirect at all: a
 * 307 would resend the password to wherever it points (docs/security.md, "Same origin").
 */
export interface Session {
  user: ProbeUser;
  access: AccessLevel;
  headers: Record<string, string>;
}

export async function login(
  transport: Transport,
  apiBase: string,
  model: Pick<ApiModel, 'auth'>,
  user: ProbeUser,
): Promise<Session> {
  const url = `${apiBase}${model.auth.path}`;
  const start = first(await call(transport, url, { method: 'GET' }), user, 'GET');
  const body = JSON.stringify({ ...start, username: user.username, password: user.password });
  const finish = first(
    await call(transport, url, {
      method: 'POST',
      body,
      headers: { 'Content-Type': 'application/json' },
    }),
    user,
    'POST',
  );
  const headers = {
    [model.auth.sessionHeader]: String(start.session),
    [model.auth.tokenHeader]: String(finish.token),
  };
  const access = user.access ?? (await detectAccess(transport, apiBase, headers));
  return { user, access, headers };
}

/** Sent like a create: after Ctrl-C too, but within the budget (a session left open expires by itself). */
export async function logout(
  transport: Transport,
  apiBase: string,
  model: Pick<ApiModel, 'auth'>,
  session: Session,
) {
  await transport
    .send(`${apiBase}${model.auth.path}`, { method: 'DELETE', headers: session.headers }, 'create')
    .catch(() => undefined);
}

async function call(transport: Transport, url: string, init: RequestInit, follow = false) {
  const answer = await transport.send(url, init, 'read', { follow });
  if (!follow && answer.location !== undefined) {
    throw new SpecforgeError(
      'probe-login-redirect',
      `login: ${init.method ?? 'GET'} ${url} redirects to ${oneLine(answer.location)}; the login exchange follows no redirect, so nothing was sent there`,
      {
        hint: 'pass the URL the installation really serves (the redirect target, if you trust it)',
      },
    );
  }
  if (answer.status === 0) {
    throw new SpecforgeError(
      'probe-unreachable',
      `${new URL(url).origin} did not answer: ${answer.error ?? 'network error'}`,
    );
  }
  return { status: answer.status, body: parse(answer.text), text: answer.text };
}

function first(
  answer: { status: number; body: unknown; text: string },
  user: ProbeUser,
  step: string,
): Record<string, unknown> {
  const result = (answer.body as { result?: unknown } | undefined)?.result;
  const item: unknown = Array.isArray(result) ? (result as unknown[])[0] : result;
  if (answer.status >= 300 || !item || typeof item !== 'object') {
    // The service's own words ("Invalid credentials", an HTML page's title), as the client's errors give them.
    const said = joinMessages(serviceMessages(answer.body ?? answer.text));
    throw new SpecforgeError(
      'probe-login',
      `login as ${user.username} failed at ${step} (HTTP ${answer.status})${said ? `: ${said}` : ''}`,
      { hint: 'check SPECFORGE_USERNAME / SPECFORGE_PASSWORD or the user file' },
    );
  }
  return item as Record<string, unknown>;
}

/** docs/contract.md: `/superadmin/realm` answers 200 only to a superadmin; `realmadmin` marks a tenant admin. */
async function detectAccess(
  transport: Transport,
  apiBase: string,
  headers: Record<string, string>,
) {
  const realm = await transport.send(`${apiBase}/superadmin/realm`, { headers });
  if (realm.status === 200) return 'superadmin' as const;
  const permission = await call(transport, `${apiBase}/user/permission`, { headers }, true);
  const result = (permission.body as { result?: unknown[] } | undefined)?.result;
  const record = Array.isArray(result) ? (result[0] as { realmadmin?: unknown }) : undefined;
  return record?.realmadmin === true ? ('tenant-admin' as const) : ('user' as const);
}

export function parse(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/** A header value in a message: one line, bounded (it comes from the server). */
function oneLine(text: string): string {
  return JSON.stringify(text.length > 200 ? `${text.slice(0, 200)}…` : text);
}
