// Part of specforge 0.0.0-golden's runtime, copied unchanged. Do not edit: run `specforge generate` again.

/**
 * The envelope the service puts around every response: `{ status, result }`.
 * `result` is a list even for one object; on error it holds the message (a string,
 * or a list holding one). Installations that send a bare object in `result`, or no
 * envelope at all, are read as they are.
 * Shipped into the generated output as `runtime/envelope.ts`: no dependencies.
 */

export type ResultShape = 'list' | 'single' | 'empty' | 'raw';

export interface Envelope {
  status: string;
  result: unknown;
}

export function isEnvelope(body: unknown): body is Envelope {
  if (body === null || typeof body !== 'object' || Array.isArray(body)) return false;
  const status = (body as { status?: unknown }).status;
  return (status === 'success' || status === 'error') && 'result' in body;
}

/** `result` of an envelope, or the body itself when the installation sent none. */
export function envelopeResult(body: unknown): unknown {
  return isEnvelope(body) ? body.result : body;
}

/**
 * What a call returns: `list` → an array (a lone object becomes a one-element list),
 * `single` → `result[0]` (or `result` itself when it is not a list), `empty` →
 * undefined, `raw` → the body untouched.
 */
export function unwrap(body: unknown, shape: ResultShape): unknown {
  if (shape === 'raw') return body;
  if (shape === 'empty') return undefined;
  const result = envelopeResult(body);
  if (shape === 'list') {
    if (Array.isArray(result)) return result;
    return result === undefined || result === null ? [] : [result];
  }
  return Array.isArray(result) ? (result as unknown[])[0] : result;
}

export function isErrorEnvelope(body: unknown): boolean {
  return isEnvelope(body) && body.status === 'error';
}
