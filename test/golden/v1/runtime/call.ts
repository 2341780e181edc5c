// Part of specforge 0.0.0-golden's runtime, copied unchanged. Do not edit: run `specforge generate` again.

/**
 * One call, start to finish: validate the request, make sure the session is fresh,
 * send it (request.ts), turn error statuses and error envelopes into `ApiError`s,
 * validate the envelope, unwrap it.
 * Shipped into the generated output as `runtime/call.ts`: no dependencies.
 */
import type { SessionKeeper } from './auth.js';
import type { ApiSettings, ClientOptions } from './client.js';
import { envelopeResult, isErrorEnvelope, unwrap } from './envelope.js';
import { ApiError, responseError } from './errors.js';
import { readBody, type BinaryAs } from './http.js';
import { partsOf, type OperationInfo, type RequestParts } from './operation.js';
import { send, target } from './request.js';
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
  if (!response.ok || isErrorEnvelope(body)) throw responseError(op, response.status, body);
  if (op.binary) return body;
  const check = validatorsOf(t, op.id, 'responses')?.result;
  if (check) {
    const checked = check(body, t.options.validation);
    if (!checked.ok) throw new ValidationError(op.id, 'response', checked.errors);
  }
  if (op.result === 'single' && isEmptyList(envelopeResult(body))) {
    // `result[0]` of `[]` would be undefined behind a type that promises an object.
    throw new ApiError('the result list is empty: nothing to return', {
      kind: 'not-found',
      status: response.status,
      ...target(op),
      body,
    });
  }
  return unwrap(body, op.result);
}

function isEmptyList(result: unknown): boolean {
  return Array.isArray(result) && result.length === 0;
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
    const checked = check?.(value, t.options.validation);
    if (checked && !checked.ok) throw new ValidationError(op.id, 'request', checked.errors);
  }
}
