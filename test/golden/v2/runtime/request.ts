// Part of specforge 0.0.0-golden's runtime, copied unchanged. Do not edit: run `specforge generate` again.

/**
 * The HTTP side of a call: URL, headers (session, parameters, mask), body, and fetch
 * with the timeout and the caller's signal; failures to reach the server become
 * `ApiError`s (network, timeout, aborted). Also the raw exchange with `/auth`.
 * Shipped into the generated output as `runtime/request.ts`: no dependencies.
 */
import type { AuthSend } from './auth.js';
import type { CallOptions, Transport } from './call.js';
import { isErrorEnvelope } from './envelope.js';
import { ApiError, responseError } from './errors.js';
import { appendQuery, callSignal, encodeBody, fillPath, readBody } from './http.js';
import type { OperationInfo, RequestParts } from './operation.js';
import type { SessionState } from './session.js';
import { wireTexts } from './wire-format.js';

interface Target {
  operationId: string;
  method: string;
  path: string;
}

export function target(op: OperationInfo): Target {
  return { operationId: op.id, method: op.method, path: op.path };
}

export function send(
  t: Transport,
  op: OperationInfo,
  parts: RequestParts,
  options: CallOptions,
  session: SessionState | undefined,
): Promise<Response> {
  const url = new URL(`${t.root}${fillPath(op.path, parts.path ?? {})}`);
  for (const param of op.params) {
    if (param.in === 'query')
      appendQuery(url.searchParams, param.name, parts.query?.[param.name], param.format ?? 'csv');
  }
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
  if (options.fields !== undefined && op.mask) headers.set(op.mask, options.fields);
  for (const [name, value] of Object.entries(options.headers ?? {})) headers.set(name, value);
  const init: RequestInit = { method: op.method, headers };
  if (op.body && parts.body !== undefined) {
    const encoded = encodeBody(parts.body, op.body.media, op.body.mediaType);
    init.body = encoded.body;
    if (encoded.contentType) headers.set('content-type', encoded.contentType);
  }
  return fetchWithTimeout(t, url.toString(), init, options, target(op));
}

async function fetchWithTimeout(
  t: Transport,
  url: string,
  init: RequestInit,
  options: CallOptions,
  where: Target,
): Promise<Response> {
  const timeoutMs = options.timeoutMs ?? t.options.timeoutMs;
  const signal = callSignal(options.signal, timeoutMs);
  try {
    return await t.fetch(url, { ...init, signal: signal.signal });
  } catch (cause) {
    if (signal.timedOut())
      throw new ApiError(`no response within ${timeoutMs} ms`, {
        kind: 'timeout',
        ...where,
        cause,
      });
    if (options.signal?.aborted)
      throw new ApiError('aborted by the caller', { kind: 'aborted', ...where, cause });
    throw new ApiError(cause instanceof Error ? cause.message : String(cause), {
      kind: 'network',
      ...where,
      cause,
    });
  } finally {
    signal.done();
  }
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
    const response = await send(t, call, body === undefined ? {} : { body }, {}, session);
    const parsed = await readBody(response, false, 'blob');
    if (!response.ok || isErrorEnvelope(parsed)) throw responseError(call, response.status, parsed);
    return parsed;
  };
}
