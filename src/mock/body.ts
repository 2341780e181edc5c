import type { IncomingMessage } from 'node:http';

/** A request body over the mock's limit: answered 413, never buffered. */
export class BodyTooLarge extends Error {
  constructor(maxBytes: number) {
    super(`request body larger than ${maxBytes} bytes`);
  }
}

/** Called once: with the body as text, or with why there is none. */
export type BodyCallback = (error: Error | undefined, body: string) => void;

/**
 * The body as text, refusing early: a declared `Content-Length` over the limit fails
 * before a byte is read, and a chunked body fails as soon as it passes the limit (what
 * came so far is dropped). So a 600 MB POST costs the mock at most `maxBytes` of memory.
 * A callback, not a promise: every POST of the mock goes through here, and a submit's
 * answer is otherwise synchronous (no microtask hop per request).
 */
export function readBoundedBody(
  request: IncomingMessage,
  maxBytes: number,
  done: BodyCallback,
): void {
  const declared = Number(request.headers['content-length']);
  if (Number.isFinite(declared) && declared > maxBytes) {
    request.resume();
    done(new BodyTooLarge(maxBytes), '');
    return;
  }
  const chunks: Buffer[] = [];
  let size = 0;
  let settled = false;
  const settle = (error: Error | undefined, body: string): void => {
    if (settled) return;
    settled = true;
    done(error, body);
  };
  const onData = (chunk: Buffer): void => {
    size += chunk.length;
    if (size <= maxBytes) {
      chunks.push(chunk);
      return;
    }
    chunks.length = 0;
    request.off('data', onData);
    request.resume();
    settle(new BodyTooLarge(maxBytes), '');
  };
  request.on('data', onData);
  request.on('end', () => settle(undefined, bodyText(chunks)));
  request.on('error', (error) => settle(error, ''));
}

/** A small body arrives in one chunk: decoded as it is, not copied first. */
function bodyText(chunks: readonly Buffer[]): string {
  if (chunks.length === 1) return (chunks[0] as Buffer).toString('utf8');
  return Buffer.concat(chunks).toString('utf8');
}
