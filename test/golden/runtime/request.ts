// Part of specforge 0.0.0-golden's runtime, copied unchanged. Do not edit: run `specforge generate` again.

/**
 * The request of one attempt: URL with path and query parameters, headers (session,
 * parameters, mask, the caller's), body. Also the raw exchange with `/auth` for the
 * session keeper, which goes through the same attempts, retries and middleware.
 * Shipped into the generated output as `runtime/request.ts`: no dependencies.
 */
import type { AuthSend } from './auth.js';
import { validatorsOf, type MaskCallOptions, type Transport } from './call.js';
import { isErrorEnvelope } from './envelope.js';
import { responseError, ValidationError, type CallTarget } from './errors.js';
import { exchange } from './exchange.js';
import { appendQuery, callSignal, encodeBody, fillPath, readBody } from './http.js';
import { maskHeader } from './mask.js';
import type { OperationInfo, RequestParts } from './operation.js';
import type { SessionState } from './session.js';
import { wireTexts } from './wire-format.js';

/** What an `ApiError` names: the operation and the installation. */
export function target(t: Transport, op: OperationInfo): CallTarget {
  return { operationId: op.id, method: op.method, path: op.path, baseUrl: t.root };
}

function requestHeaders(
  t: Transport,
  op: OperationInfo,
  parts: RequestParts,
  options: MaskCallOptions,
  session: SessionState | undefined,
): Headers {
  const headers = new Headers(t.options.headers);
  if (session) {
    headers.set(t.settings.sessionHeader, session.session);
    headers.set(t.settings.tokenHeader, session.token);
  }
  for (const [name, value] of Object.entries(parts.headers ?? {}))
    if (value !== undefined) headers.set(name, wireTexts(value, 'csv').join(','));
  const cookies = Object.entries(parts.cookies ?? {}).filter(([, value]) => value !== undefined);
  if (cookies.length > 0)
    headers.set(
      'cookie',
      cookies.map(([k, v]) => `${k}=${encodeURIComponent(String(v))}`).join('; '),
    );
  if (options.fields !== undefined && op.mask) headers.set(op.mask, maskHeader(options.fields));
  for (const [name, value] of Object.entries(options.headers ?? {})) headers.set(name, value);
  return headers;
}

/** A fresh `Request` for one attempt (a body can be sent only once). */
export function buildRequest(
  t: Transport,
  op: OperationInfo,
  parts: RequestParts,
  options: MaskCallOptions,
  session: SessionState | undefined,
): (signal: AbortSignal | undefined) => Request {
  const query = new URLSearchParams();
  for (const param of op.params) {
    if (param.in === 'query')
      appendQuery(query, param.name, parts.query?.[param.name], param.format ?? 'csv');
  }
  const search = query.toString();
  const href = `${t.root}${fillPath(op.path, parts.path ?? {})}${search && `?${search}`}`;
  return (signal) => {
    const headers = requestHeaders(t, op, parts, options, session);
    // Redirects are followed by hand, within the origin only (redirect.ts).
    const init: RequestInit = { method: op.method, headers, redirect: 'manual' };
    if (signal) init.signal = signal;
    if (op.body && parts.body !== undefined) {
      const encoded = encodeBody(parts.body, op.body.media, op.body.mediaType);
      init.body = encoded.body;
      if (encoded.contentType) headers.set('content-type', encoded.contentType);
    }
    return new Request(href, init);
  };
}

/** With `validate` on responses, the login result is checked like any operation's. */
function checkLogin(t: Transport, call: OperationInfo, status: number, body: unknown): void {
  const id = t.settings.loginOperation;
  const check = id === undefined ? undefined : validatorsOf(t, id, 'responses')?.result;
  const result = check?.(body, t.options.validation);
  if (result && !result.ok)
    throw new ValidationError(
      { ...target(t, call), operationId: id as string },
      'response',
      result.errors,
      status,
    );
}

/** The raw exchange with the auth resource, for SessionKeeper. */
export function authSender(t: Transport): AuthSend {
  const op: OperationInfo = {
    id: 'auth',
    method: 'GET',
    path: t.settings.authPath,
    name: 'auth',
    access: 'none',
    result: 'raw',
    auth: false,
    params: [],
    flat: false,
    body: { media: 'json', mediaType: 'application/json' },
  };
  return async (method, body) => {
    const session = method === 'DELETE' ? t.keeper.current() : undefined;
    const call = { ...op, method, id: `${method.toLowerCase()}_auth` };
    const parts = body === undefined ? {} : { body };
    const deadline = callSignal(undefined, t.options.timeoutMs);
    try {
      const build = buildRequest(t, call, parts, {}, session);
      const response = await exchange(t, call, build, {}, deadline);
      const parsed = await readBody(response, 'json', 'blob');
      if (!response.ok || isErrorEnvelope(parsed))
        throw responseError(target(t, call), response.status, parsed);
      if (method === 'POST') checkLogin(t, call, response.status, parsed);
      return parsed;
    } finally {
      deadline.done();
    }
  };
}
