/** A tiny HTTP client for the installation tests: the login exchange and enveloped calls. */
import { seedUsers } from '../../fixtures/installation/server.js';

export type Role = keyof typeof seedUsers;

export interface Auth {
  session: string;
  token: string;
  userid: number;
  validto: string;
}

export interface Reply {
  status: number;
  contentType: string;
  bytes: Buffer;
  /** The parsed JSON body, when the body is JSON. */
  json?: { status: string; result: unknown };
}

export interface CallOptions {
  auth?: Auth;
  query?: Record<string, string | number | boolean>;
  json?: unknown;
  form?: FormData;
  headers?: Record<string, string>;
}

export async function call(
  baseUrl: string,
  method: string,
  path: string,
  options: CallOptions = {},
): Promise<Reply> {
  const url = new URL(`${baseUrl}/api${path}`);
  for (const [name, value] of Object.entries(options.query ?? {}))
    url.searchParams.set(name, String(value));
  const headers: Record<string, string> = { ...options.headers };
  if (options.auth)
    Object.assign(headers, { Session: options.auth.session, Token: options.auth.token });
  let body: string | FormData | undefined = options.form;
  if (options.json !== undefined) {
    headers['Content-Type'] = 'application/json';
    body = JSON.stringify(options.json);
  }
  const response = await fetch(url, { method, headers, body });
  const bytes = Buffer.from(await response.arrayBuffer());
  const contentType = response.headers.get('content-type') ?? '';
  const json = contentType.startsWith('application/json')
    ? JSON.parse(bytes.toString('utf8'))
    : undefined;
  return { status: response.status, contentType, bytes, json };
}

/** Step 1 of the login exchange. */
export async function startLogin(baseUrl: string): Promise<{ session: string; nonce: number }> {
  const reply = await call(baseUrl, 'GET', '/auth');
  return (reply.json!.result as { session: string; nonce: number }[])[0]!;
}

/** The full exchange for a seeded user; throws when the installation refuses. */
export async function login(baseUrl: string, role: Role): Promise<Auth> {
  const { session, nonce } = await startLogin(baseUrl);
  const { username, password } = seedUsers[role];
  const reply = await call(baseUrl, 'POST', '/auth', {
    json: { session, nonce, username, password },
  });
  if (reply.status !== 200)
    throw new Error(`login as ${role} failed: ${reply.bytes.toString('utf8')}`);
  const result = (reply.json!.result as Omit<Auth, 'session'>[])[0]!;
  return { session, ...result };
}
