import { SpecforgeError } from '../errors.js';

/** Failure codes worth another attempt: the next one may well succeed. */
export const RETRYABLE_CODES: ReadonlySet<string> = new Set([
  'connection-refused',
  'network-error',
  'truncated-body',
]);

const TLS_CODES = /CERT|SELF_SIGNED|UNABLE_TO_VERIFY|ERR_TLS|ERR_SSL/;

/**
 * Turns what fetch or node:http throws into one clear SpecforgeError. fetch wraps the
 * system error (`TypeError: fetch failed`, cause `{ code: 'ENOTFOUND' }`), node:http throws
 * it directly; both are searched through their `cause` chain.
 */
export function networkFailure(error: unknown, url: string): SpecforgeError {
  if (error instanceof SpecforgeError) return error;
  const { host, port } = hostOf(url);
  const code = systemCode(error);
  if (code === 'ENOTFOUND' || code === 'EAI_NONAME' || code === 'EAI_AGAIN') {
    return new SpecforgeError('host-not-found', `host not found: ${host} (${url})`, {
      hint: 'check the spelling of the host name and your network/DNS',
      cause: error,
    });
  }
  if (code === 'ECONNREFUSED') {
    return new SpecforgeError(
      'connection-refused',
      `connection refused by ${host}:${port} (${url})`,
      {
        hint: 'is the installation running, and on that port?',
        cause: error,
      },
    );
  }
  if (speaksPlainHttp(error, code)) {
    const plain = url.replace(/^https:/, 'http:');
    return new SpecforgeError(
      'plain-http',
      `${host}:${port} answered in plain HTTP, not TLS (${url})`,
      { hint: `the server speaks plain HTTP; use ${plain}`, cause: error },
    );
  }
  if (code !== undefined && TLS_CODES.test(code)) {
    return new SpecforgeError('tls-error', `${url}: TLS certificate not accepted (${code})`, {
      hint: 'for an internal installation with a self-signed certificate, add --insecure',
      cause: error,
    });
  }
  const reason = code ?? (error instanceof Error ? error.message : String(error));
  return new SpecforgeError('network-error', `${url}: network error (${reason})`, { cause: error });
}

export function timeoutFailure(url: string, timeoutMs: number): SpecforgeError {
  return new SpecforgeError('timeout', `${url}: no complete answer within ${timeoutMs} ms`, {
    hint: 'raise the limit with --timeout <ms> if the installation is just slow',
  });
}

/**
 * OpenSSL's "wrong version number": the first bytes back were not a TLS record, which is
 * what a plain-HTTP server sends. fetch reports ERR_SSL_WRONG_VERSION_NUMBER, node:https
 * (used for --insecure) EPROTO with the same OpenSSL text; --insecure cannot help there.
 */
function speaksPlainHttp(error: unknown, code: string | undefined): boolean {
  if (code === 'ERR_SSL_WRONG_VERSION_NUMBER') return true;
  return code === 'EPROTO' && /wrong version number/i.test(messages(error));
}

function messages(error: unknown): string {
  const parts: string[] = [];
  for (let current = error, depth = 0; current && depth < 5; depth += 1) {
    const message = (current as { message?: unknown }).message;
    if (typeof message === 'string') parts.push(message);
    current = (current as { cause?: unknown }).cause;
  }
  return parts.join('\n');
}

function systemCode(error: unknown): string | undefined {
  for (let current = error, depth = 0; current && depth < 5; depth += 1) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && /^[A-Z_]+$/.test(code) && !code.startsWith('UND_ERR'))
      return code;
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}

function hostOf(url: string): { host: string; port: string } {
  const parsed = new URL(url);
  return {
    host: parsed.hostname,
    port: parsed.port || (parsed.protocol === 'https:' ? '443' : '80'),
  };
}
