// Part of specforge 0.0.0-golden's runtime, copied unchanged. Do not edit: run `specforge generate` again.

/**
 * Errors of the generated client. Every failure of a call is an `ApiError` with a
 * `kind` that code can switch on, whatever the installation's wording.
 * Shipped into the generated output as `runtime/errors.ts`: no dependencies.
 */
import { envelopeMessage } from './envelope.js';

export type ApiErrorKind =
  | 'unauthorized' // 401: not logged in, session ended or unknown, or access level too low
  | 'expired' // the token's validto has passed (seen before the call, without credentials)
  | 'forbidden' // 403: logged in, but not allowed
  | 'not-found' // 404, or an empty result list where the document promises one object
  | 'invalid-input' // 400, 422: the server refused the request's content
  | 'conflict' // 409
  | 'rate-limited' // 429
  | 'server' // 5xx
  | 'rejected' // a 2xx response whose envelope says `status: "error"`
  | 'http' // any other status
  | 'invalid-response' // a body that is not what the document promises
  | 'network' // no response at all
  | 'timeout' // no response within timeoutMs
  | 'aborted'; // the caller's AbortSignal fired

export interface ApiErrorDetails {
  kind: ApiErrorKind;
  /** HTTP status; undefined when no response arrived. */
  status?: number | undefined;
  operationId: string;
  method: string;
  path: string;
  /** The parsed response body (the envelope), when there was one. */
  body?: unknown;
  cause?: unknown;
}

export class ApiError extends Error {
  readonly kind: ApiErrorKind;
  readonly status: number | undefined;
  readonly operationId: string;
  readonly method: string;
  readonly path: string;
  readonly body: unknown;

  constructor(message: string, details: ApiErrorDetails) {
    const where = `${details.method} ${details.path} (${details.operationId})`;
    const status =
      details.status === undefined ? details.kind : `${details.status} ${details.kind}`;
    super(`${where}: ${status}: ${message}`, { cause: details.cause });
    this.name = 'ApiError';
    this.kind = details.kind;
    this.status = details.status;
    this.operationId = details.operationId;
    this.method = details.method;
    this.path = details.path;
    this.body = details.body;
  }
}

/** The kind of an HTTP error status. */
export function kindOfStatus(status: number): ApiErrorKind {
  if (status === 401) return 'unauthorized';
  if (status === 403) return 'forbidden';
  if (status === 404) return 'not-found';
  if (status === 400 || status === 422) return 'invalid-input';
  if (status === 409) return 'conflict';
  if (status === 429) return 'rate-limited';
  if (status >= 500) return 'server';
  return 'http';
}

/** The error for an HTTP error status, or a 2xx whose envelope says `error`. */
export function responseError(
  op: { id: string; method: string; path: string },
  status: number,
  body: unknown,
): ApiError {
  const ok = status >= 200 && status < 300;
  const message =
    envelopeMessage(body) ||
    (typeof body === 'string' ? body.slice(0, 200) : '') ||
    `HTTP ${status}`;
  // A 401 stays `unauthorized` even with a session: the service also answers 401 to a
  // valid session that lacks the access level (/superadmin). `expired` comes from validto.
  const kind = ok ? 'rejected' : kindOfStatus(status);
  return new ApiError(message, {
    kind,
    status,
    operationId: op.id,
    method: op.method,
    path: op.path,
    body,
  });
}
