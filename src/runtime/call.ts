/**
 * One call, start to finish: validate the request, make sure the session is fresh,
 * build URL, headers and body, fetch with timeout and signal, turn failures into
 * `ApiError`s, validate the envelope, unwrap it.
 * Shipped into the generated output as `runtime/call.ts`: no dependencies.
 */
import type { SessionKeeper, AuthSend } from './auth.js';
import type { ApiSettings, ClientOptions } from './client.js';
import { envelopeMessage, isErrorEnvelope, unwrap } from './envelope.js';
import { ApiError, kindOfStatus } from './errors.js';
import { appendQuery, callSignal, encodeBody, fillPath, readBody, type BinaryAs } from './http.js';
import { partsOf, type OperationInfo, type RequestParts } from './operation.js';
import type { SessionState } from './session.js';
import { ValidationError } from './validation.js';

export interface CallOptions {
  signal?: AbortSignal;
  /** Overrides the client's timeoutMs for this call. */
  timeoutMs?: number;
  headers?: Record<string, string>;
  /** The X-Fields mask, e.g. `'{id,name}'`: the server returns only these fields. */
  fields?: string;
  /** Binary downloads as a Blob (default) or an ArrayBuffer. */
  binaryAs?: BinaryAs;
}

export interface Transport {
  options: ClientOptions;
  settings: ApiSettings;
  /** Base URL with basePath. */
  root: string;
  fetch: typeof fetch;
  keeper: SessionKeeper;
}

interface Target {
  operationId: string;
  method: string;
  path: string;
}

export async function perform(
  t: Transport,
  op: OperationInfo,
  args: unknown,
  options: CallOptions = {},
): Promise<unknown> {
  const parts = partsOf(op, args);
  validateRequest(t, op, parts);
  const session = op.auth ? await t.keeper.forCall(op.id, op.method, op.path) : undefined;
  let response = await send(t, op, parts, options, session);
  if (response.status === 401 && session && t.keeper.canRelogin()) {
    // The server ended the session before validto: log in again once and retry.
    response = await send(t, op, parts, options, await t.keeper.relogin());
  }
  const body = await readBody(response, op.binary === true, options.binaryAs ?? 'blob').catch(
    (cause: unknown) => {
      throw new ApiError('could not read the response', {
        kind: 'network',
        status: response.status,
        ...target(op),
        cause,
      });
    },
  );
  if (!response.ok || isErrorEnvelope(body))
    throw responseError(op, response.status, body, session);
  if (op.binary) return body;
  const check = validatorsOf(t, op.id, 'responses')?.result;
  if (check) {
    const checked = check(body);
    if (!checked.ok) throw new ValidationError(op.id, 'response', checked.errors);
  }
  return unwrap(body, op.result);
}

function target(op: OperationInfo): Target {
  return { operationId: op.id, method: op.method, path: op.path };
}

function validatorsOf(t: Transport, id: string, direction: 'requests' | 'responses') {
  const mode = t.options.validate;
  if (!mode || (mode !== 'both' && mode !== direction)) return undefined;
  return t.options.validators?.[id];
}

function validateRequest(t: Transport, op: OperationInfo, parts: RequestParts): void {
  const validators = validatorsOf(t, op.id, 'requests');
  if (!validators) return;
  const { body, ...params } = parts;
  for (const [check, value] of [
    [validators.params, params],
    [validators.body, body],
  ] as const) {
    const checked = check?.(value);
    if (checked && !checked.ok) throw new ValidationError(op.id, 'request', checked.errors);
  }
}

function send(
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
    if (value !== undefined) headers.set(name, String(value));
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

function responseError(
  op: OperationInfo,
  status: number,
  body: unknown,
  session: SessionState | undefined,
): ApiError {
  const ok = status >= 200 && status < 300;
  const message =
    envelopeMessage(body) ||
    (typeof body === 'string' ? body.slice(0, 200) : '') ||
    `HTTP ${status}`;
  let kind = ok ? 'rejected' : kindOfStatus(status);
  if (kind === 'unauthorized' && session) kind = 'expired';
  return new ApiError(message, { kind, status, ...target(op), body });
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
    if (!response.ok || isErrorEnvelope(parsed))
      throw responseError(call, response.status, parsed, undefined);
    return parsed;
  };
}
