// Part of specforge 0.0.0-golden's runtime, copied unchanged. Do not edit: run `specforge generate` again.

/**
 * Errors of the generated client. Every failure of a call is an `ApiError` with a
 * `kind` that code can switch on, whatever the installation's wording; its message
 * names the call, the installation's base URL, the status and the service's own words.
 * Shipped into the generated output as `runtime/errors.ts`: no dependencies.
 */
import { joinMessages, serviceMessages } from './service-message.js';
import type { ValidationIssue } from './validation.js';

/**
 * What went wrong, independent of the installation's wording: the values of
 * `ApiError.kind` (hover `kind` for what each means).
 */
export type ApiErrorKind =
  | 'unauthorized'
  | 'expired'
  | 'forbidden'
  | 'not-found'
  | 'invalid-input'
  | 'conflict'
  | 'rate-limited'
  | 'server'
  | 'rejected'
  | 'http'
  | 'invalid-response'
  | 'validation'
  | 'network'
  | 'timeout'
  | 'aborted';

/** Which call failed: what every `ApiError` names. */
export interface CallTarget {
  operationId: string;
  method: string;
  /** As written under `paths` in the document (`/job/{jobid}`). */
  path: string;
  /** The installation's base URL with basePath (`https://host/api`), when known. */
  baseUrl?: string | undefined;
}

/** What `new ApiError()` takes. */
export interface ApiErrorDetails extends CallTarget {
  kind: ApiErrorKind;
  /** HTTP status as sent; undefined when no response arrived. */
  status?: number | undefined;
  /** The parsed response body (the envelope), when there was one. */
  body?: unknown;
  /** The service's own message (from the error envelope), when it sent one. */
  serviceMessage?: string | undefined;
  /** Each of the service's messages, when it sent several (a parser's list). */
  messages?: readonly string[] | undefined;
  cause?: unknown;
}

/** Every failure of a generated client's call: switch on `kind`, read `status` and `serviceMessage`. */
export class ApiError extends Error {
  /**
   * What went wrong, whatever the installation's wording:
   * - `unauthorized`: 401, not logged in, or the session ended or is unknown to the server
   * - `expired`: the token's `validto` passed (seen before the call, no `credentials` callback)
   * - `forbidden`: logged in but not allowed: 403, or 401 on a `/superadmin` route with a session
   * - `not-found`: 404, or an empty result list where the document promises one object
   * - `invalid-input`: 400 or 422, the server refused the request's content
   * - `conflict`: 409 · `rate-limited`: 429 · `server`: 5xx · `http`: every other status
   * - `rejected`: a 2xx whose envelope says `status: "error"`
   * - `invalid-response`: a body that is not what the document promises (the login exchange)
   * - `validation`: `validate` is on and a request or response does not match the document
   *   (a `ValidationError`, with `direction` and `errors`)
   * - `network`: no response at all: refused, unknown host, reset, TLS (the message says which)
   * - `timeout`: no response within `timeoutMs`, all attempts together
   * - `aborted`: the caller's `AbortSignal` fired
   */
  readonly kind: ApiErrorKind;
  /** HTTP status exactly as sent (a superadmin refusal stays 401); undefined without a response. */
  readonly status: number | undefined;
  /** The operation's id in the document. */
  readonly operationId: string;
  /** The HTTP method (`GET`, `POST` …). */
  readonly method: string;
  /** The document's path template (`/job/{jobid}`). */
  readonly path: string;
  /** The installation's base URL with basePath, when known. */
  readonly baseUrl: string | undefined;
  /** The parsed response body, when there was one. */
  readonly body: unknown;
  /**
   * The service's own message, one line: `result` of its error envelope (several joined by
   * `; `), Flask-RESTX's `{ message, errors }`, or the title of an HTML error page.
   */
  readonly serviceMessage: string | undefined;
  /** Every message the service sent, in order (a 400 from a parser may list several). */
  readonly messages: readonly string[];

  constructor(message: string, details: ApiErrorDetails) {
    const at = details.baseUrl === undefined ? '' : ` at ${details.baseUrl}`;
    const where = `${details.method} ${details.path} (${details.operationId})${at}`;
    const status =
      details.status === undefined ? details.kind : `${details.status} ${details.kind}`;
    super(`${where}: ${status}: ${message}`, { cause: details.cause });
    this.name = 'ApiError';
    this.kind = details.kind;
    this.status = details.status;
    this.operationId = details.operationId;
    this.method = details.method;
    this.path = details.path;
    this.baseUrl = details.baseUrl;
    this.body = details.body;
    this.serviceMessage = details.serviceMessage;
    this.messages = details.messages ?? (details.serviceMessage ? [details.serviceMessage] : []);
  }
}

/**
 * An `ApiError` of kind `validation`: with `validate` on, a request or a response does not
 * match the document. `errors` lists every issue (path inside the payload, rule, value).
 */
export class ValidationError extends ApiError {
  /** Whether what was sent or what came back is wrong. */
  readonly direction: 'request' | 'response';
  /** Every issue found, with its JSON pointer into the payload. */
  readonly errors: ValidationIssue[];

  constructor(
    where: CallTarget,
    direction: 'request' | 'response',
    errors: ValidationIssue[],
    status?: number,
  ) {
    const first = errors[0];
    const at = first ? `${first.path || '/'}: ${first.message} (${first.rule})` : 'invalid';
    super(`${direction} does not match the document at ${at}`, {
      ...where,
      kind: 'validation',
      status,
    });
    this.name = 'ValidationError';
    this.direction = direction;
    this.errors = errors;
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

/**
 * The error for an HTTP error status, or a 2xx whose envelope says `error`. `refusal`:
 * the caller knows that a 401 came with a valid session on a route that needs more
 * rights (the service answers /superadmin that way), so it is `forbidden`.
 */
export function responseError(
  where: CallTarget,
  status: number,
  body: unknown,
  refusal = false,
): ApiError {
  const ok = status >= 200 && status < 300;
  const messages = serviceMessages(body);
  const serviceMessage = joinMessages(messages) || undefined;
  const message = serviceMessage ?? (plainText(body) || `HTTP ${status}`);
  const kind = ok ? 'rejected' : refusal && status === 401 ? 'forbidden' : kindOfStatus(status);
  return new ApiError(message, { ...where, kind, status, body, serviceMessage, messages });
}

/** A text answer that is not the service's (a proxy's line), one line, cut at 200 characters. */
function plainText(body: unknown): string {
  if (typeof body !== 'string' || /^\s*</.test(body)) return '';
  return body.replace(/\s+/g, ' ').trim().slice(0, 200);
}
