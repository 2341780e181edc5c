import { SpecforgeError } from '../errors.js';
import type { AuthModel } from '../ir/types.js';
import { sha256Canonical } from '../json/canonical.js';
import { infoVersion } from '../loader/format.js';
import { DEFAULT_TIMEOUT_MS, readDocument } from '../loader/read-document.js';
import { resolveSource } from '../loader/source.js';
import type { LoadOptions } from '../loader/types.js';
import { login, logout, type Session } from '../probe/session.js';
import { Transport } from '../probe/transport.js';
import { httpStatusOf } from './causes.js';
import type { ResolvedInstallation } from './types.js';

/**
 * Reads one installation's document through the loader (its timeouts, retries, size limit,
 * TLS rules, and its same-origin redirect rule: extra headers never leave the origin). The
 * document is read without logging in first; only when it answers 401/403 and the
 * installation has credentials does the survey log in (design.md's exchange, probe's
 * `login`, which follows no redirect) and read it again with the session headers, then log
 * out. The caller's deadline bounds it all.
 */
export interface Reached {
  document: Record<string, unknown>;
  sha256: string;
  version: string;
}

/** The service's login resource under `/api`, as design.md states it (no document yet to ask). */
const AUTH: Pick<AuthModel, 'path' | 'sessionHeader' | 'tokenHeader'> = {
  path: '/auth',
  sessionHeader: 'Session',
  tokenHeader: 'Token',
};

export async function reachInstallation(
  installation: ResolvedInstallation,
  load: LoadOptions,
  signal: AbortSignal,
): Promise<Reached> {
  const headers = { ...load.headers, ...installation.headers };
  try {
    return await read(installation.baseUrl, { ...load, headers });
  } catch (error) {
    if (!installation.credentials || !asksForLogin(error)) throw error;
  }
  const transport = new Transport(
    {
      concurrency: 1,
      budget: 8,
      timeoutMs: load.timeoutMs ?? DEFAULT_TIMEOUT_MS,
      maxBytes: 1 << 20,
    },
    signal,
  );
  const apiBase = apiBaseOf(installation.baseUrl);
  const session = await openSession(transport, apiBase, installation);
  try {
    return await read(installation.baseUrl, {
      ...load,
      headers: { ...headers, ...session.headers },
    });
  } finally {
    await logout(transport, apiBase, { auth: authModel() }, session);
  }
}

async function read(baseUrl: string, load: LoadOptions): Promise<Reached> {
  const { document } = await readDocument(baseUrl, load);
  return { document, sha256: sha256Canonical(document), version: infoVersion(document) };
}

function asksForLogin(error: unknown): boolean {
  const status = httpStatusOf(error);
  return status === 401 || status === 403;
}

/** Probe's login, with its messages reworded: they name the user, and a report must not. */
async function openSession(
  transport: Transport,
  apiBase: string,
  installation: ResolvedInstallation,
): Promise<Session> {
  const credentials = installation.credentials as { username: string; password: string };
  try {
    return await login(
      transport,
      apiBase,
      { auth: authModel() },
      { ...credentials, access: 'user' },
    );
  } catch (error) {
    if (!(error instanceof SpecforgeError)) throw error;
    const status = /\(HTTP (\d+)\)/.exec(error.message)?.[1];
    const why =
      error.code === 'probe-login'
        ? `login with ${installation.usernameEnv}/${installation.passwordEnv} refused${status ? ` (HTTP ${status})` : ''}`
        : error.message;
    throw new SpecforgeError('survey-login', `${apiBase}${AUTH.path}: ${why}`);
  }
}

function authModel(): AuthModel {
  return { kind: 'auth', ...AUTH, synthesised: true, pointer: '#' };
}

/** `https://host/prefix` → `https://host/prefix/api`: where the document's paths live. */
function apiBaseOf(baseUrl: string): string {
  const resolved = resolveSource(baseUrl);
  const url = resolved.kind === 'url' ? resolved.url : baseUrl;
  return url.replace(/\/swagger\.json$/, '');
}
