import { SpecforgeError } from '../errors.js';

/**
 * Reads a body up to `maxBytes`, stopping as soon as it grows past the limit (the caller
 * then aborts the request, so an oversized document is never downloaded in full).
 * `declaredLength` (Content-Length, only when not compressed) lets it refuse before reading
 * and spot a short body.
 */
export async function readLimited(
  body: AsyncIterable<Uint8Array>,
  origin: string,
  limits: { maxBytes: number; declaredLength?: number; signal: AbortSignal },
): Promise<Buffer> {
  const { maxBytes, declaredLength, signal } = limits;
  if (declaredLength !== undefined && declaredLength > maxBytes)
    throw tooLarge(origin, maxBytes, declaredLength);
  const chunks: Uint8Array[] = [];
  let received = 0;
  try {
    for await (const chunk of body) {
      received += chunk.byteLength;
      if (received > maxBytes) throw tooLarge(origin, maxBytes);
      chunks.push(chunk);
    }
  } catch (error) {
    // A timeout (the signal) and our own limit pass through; anything else mid-body means
    // the connection broke: the body is truncated.
    if (error instanceof SpecforgeError || signal.aborted) throw error;
    throw truncated(origin, received, declaredLength, error);
  }
  if (declaredLength !== undefined && received < declaredLength) {
    throw truncated(origin, received, declaredLength);
  }
  return Buffer.concat(chunks, received);
}

export function truncated(
  origin: string,
  received: number,
  declaredLength?: number,
  cause?: unknown,
): SpecforgeError {
  const of = declaredLength === undefined ? '' : ` of ${declaredLength}`;
  return new SpecforgeError(
    'truncated-body',
    `${origin}: the connection closed after ${received}${of} bytes`,
    {
      hint: 'the server or a proxy cut the transfer short; try again',
      cause,
    },
  );
}

export function tooLarge(
  origin: string,
  maxBytes: number,
  declaredLength?: number,
): SpecforgeError {
  const size = declaredLength === undefined ? 'more than' : `${declaredLength} bytes, more than`;
  return new SpecforgeError(
    'too-large',
    `${origin} is too large: ${size} the limit of ${maxBytes} bytes`,
    {
      hint: 'raise the limit with --max-size <bytes> if the document really is this large',
    },
  );
}

/** The numeric Content-Length, when present and sane. */
export function contentLength(value: string | null): number | undefined {
  if (value === null || !/^\d+$/.test(value.trim())) return undefined;
  return Number(value.trim());
}
