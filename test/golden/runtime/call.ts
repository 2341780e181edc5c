// Part of specforge 0.0.0-golden's runtime, copied unchanged. Do not edit: run `specforge generate` again.

/**
 * One call, start to finish: validate the request, make sure the session is fresh,
 * send it (exchange.ts: attempts, retries, middleware), turn error statuses and error
 * envelopes into `ApiError`s, validate the envelope, unwrap it.
 * Shipped into the generated output as `runtime/call.ts`: no dependencies.
 */
import type { SessionKeeper } from './auth.js';
import type { ApiSettings, ClientOptions } from './client.js';
import { envelopeResult, isErrorEnvelope, unwrap } from './envelope.js';
import { ApiError, responseError, ValidationError } from './errors.js';
import { exchange } from './exchange.js';
import { callSignal, readBody, type BinaryAs, type BodyKind, type CallSignal } from './http.js';
import type { Middleware } from './middleware.js';
import { partsOf, type OperationInfo, type RequestParts } from './operation.js';
import type { MaskFields } from './mask.js';
import { buildRequest, target } from './request.js';
import type { RetryOption } from './retry.js';
import type { SessionState } from './session.js';

/** Options of one call; each overrides the client's setting for this call only. */
export interface CallOptions {
  /** Aborts the call, including retries and the waits between them. */
  signal?: AbortSignal | undefined;
  /** Overrides the client's timeoutMs: the limit for all attempts together. */
  timeoutMs?: number | undefined;
  /** Extra headers for this call. */
  headers?: Record<string, string> | undefined;
  /** Binary downloads as a Blob (default) or an ArrayBuffer. */
  binaryAs?: BinaryAs | undefined;
  /** Overrides the client's retry policy (`false`: no retry for this call). */
  retry?: RetryOption;
  /** Run after the client's middleware (onRequest) and before it (onResponse, onError). */
  middleware?: readonly Middleware[] | undefined;
}

/** Call options of an operation that takes the `X-Fields` mask; `R` is its result type. */
export interface MaskCallOptions<R = unknown> extends CallOptions {
  /**
   * The X-Fields mask: the server returns only these fields. A list of the result's fields
   * (`['id', 'name']`: the result is typed `Pick<…>`), or the mask as a string
   * (`'{id,owner{name}}'`: typed as a deep partial). Response validation then lets
   * absent fields pass.
   */
  fields?: MaskFields<R> | undefined;
}

export interface Transport {
  options: ClientOptions;
  settings: ApiSettings;
  /** Base URL with basePath. */
  root: string;
  fetch: (request: Request) => Promise<Response>;
  keeper: SessionKeeper;
}

export async function perform(
  t: Transport,
  op: OperationInfo,
  args: unknown,
  options: MaskCallOptions = {},
): Promise<unknown> {
  const parts = partsOf(op, args);
  validateRequest(t, op, parts);
  const deadline = callSignal(options.signal, options.timeoutMs ?? t.options.timeoutMs);
  try {
    return await respond(t, op, parts, options, deadline);
  } finally {
    deadline.done();
  }
}

async function respond(
  t: Transport,
  op: OperationInfo,
  parts: RequestParts,
  options: MaskCallOptions,
  deadline: CallSignal,
): Promise<unknown> {
  let session = op.auth ? await t.keeper.forCall(target(t, op)) : undefined;
  const send = (s: SessionState | undefined) =>
    exchange(t, op, buildRequest(t, op, parts, options, s), options, deadline);
  let response = await send(session);
  if (response.status === 401 && session && t.keeper.canRelogin()) {
    // The server ended the session before validto: log in again once and retry.
    session = await t.keeper.relogin();
    response = await send(session);
  }
  const body = await readBody(response, bodyKind(op), options.binaryAs ?? 'blob').catch(
    (cause: unknown) => {
      throw new ApiError('could not read the response', {
        ...target(t, op),
        kind: deadline.timedOut() ? 'timeout' : 'network',
        status: response.status,
        cause,
      });
    },
  );
  // The service answers 401 to a valid session that lacks the rights for /superadmin.
  const refusal = session !== undefined && op.access === 'superadmin';
  if (!response.ok || isErrorEnvelope(body))
    throw responseError(target(t, op), response.status, body, refusal);
  return checked(t, op, response.status, body, options.fields !== undefined && !!op.mask);
}

function bodyKind(op: OperationInfo): BodyKind {
  return op.binary ? 'binary' : op.text ? 'text' : 'json';
}

function checked(
  t: Transport,
  op: OperationInfo,
  status: number,
  body: unknown,
  masked: boolean,
): unknown {
  if (op.binary) return body;
  const check = validatorsOf(t, op.id, 'responses')?.result;
  // A masked answer holds only the fields asked for: absent ones pass, present ones are checked.
  const options = masked ? { ...t.options.validation, partial: true } : t.options.validation;
  const result = check?.(body, options);
  if (result && !result.ok)
    throw new ValidationError(target(t, op), 'response', result.errors, status);
  // Lenient mode's value is the body converted to the declared types (docs/validators.md).
  const value = result ? result.value : body;
  if (op.result === 'single' && isEmptyList(envelopeResult(value))) {
    // `result[0]` of `[]` would be undefined behind a type that promises an object.
    throw new ApiError('the result list is empty: nothing to return', {
      ...target(t, op),
      kind: 'not-found',
      status,
      body,
    });
  }
  return unwrap(value, op.result);
}

function isEmptyList(result: unknown): boolean {
  return Array.isArray(result) && result.length === 0;
}

/** The validators of operation `id` when `validate` covers this direction. */
export function validatorsOf(t: Transport, id: string, direction: 'requests' | 'responses') {
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
    const result = check?.(value, t.options.validation);
    if (result && !result.ok) throw new ValidationError(target(t, op), 'request', result.errors);
  }
}
