import { SpecforgeError } from '../errors.js';
import { HttpStatusError } from '../loader/http-status.js';
import type { Cause } from './types.js';

/**
 * Why an installation could not be surveyed, from the loader's errors (which already name
 * DNS, refused connections, TLS, timeouts, HTML pages…): a stable cause for scripts and
 * the loader's one-line message for people. Messages hold URLs and statuses, never a
 * header value or a credential (the loader never quotes them).
 */
const BY_CODE: Record<string, Cause> = {
  'host-not-found': 'dns',
  'connection-refused': 'refused',
  'tls-error': 'tls',
  'plain-http': 'tls',
  timeout: 'timeout',
  'html-page': 'html',
  'not-openapi': 'not-a-document',
  'invalid-json': 'not-a-document',
  'invalid-yaml': 'not-a-document',
  'empty-document': 'not-a-document',
  'redirect-loop': 'redirect',
  'too-many-redirects': 'redirect',
  'bad-redirect': 'redirect',
  'too-large': 'too-large',
  'survey-login': 'login-failed',
  'network-error': 'network',
  'truncated-body': 'network',
};

export function causeOf(error: unknown): { cause: Cause; message: string } {
  const status = httpStatusOf(error);
  if (status !== undefined) {
    const cause = status === 401 ? 'unauthorized' : status === 403 ? 'forbidden' : 'http-status';
    return { cause, message: (error as Error).message };
  }
  if (error instanceof SpecforgeError)
    return { cause: BY_CODE[error.code] ?? 'not-a-document', message: error.message };
  const message = error instanceof Error ? error.message : String(error);
  return { cause: 'internal', message: `internal error: ${message.split('\n')[0]}` };
}

/**
 * The HTTP status that stopped the loader, when one did: the loader may wrap its
 * `HttpStatusError` (a URL completed from a base URL says which one it tried).
 */
export function httpStatusOf(error: unknown): number | undefined {
  for (let current = error, depth = 0; current && depth < 3; depth++) {
    if (current instanceof HttpStatusError) return current.status;
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}
