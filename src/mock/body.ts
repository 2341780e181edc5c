import type { IncomingMessage } from 'node:http';

/** A request body over the mock's limit: answered 413, never buffered. */
export class BodyTooLarge extends Error {
  constructor(maxBytes: number) {
    super(`request body larger than ${maxBytes} bytes`);
  }
}

/**
 * The body as text, refusing early: a declared `Content-Length` over the limit fails
 * before a byte is read, and a chunked body fails as soon as it passes the limit (what
 * came so far is dropped). So a 600 MB POST costs the mock at most `maxBytes` of memory.
 */
export function readBoundedBody(request: IncomingMessage, maxBytes: number): Promise<string> {
  const declared = Number(request.headers['content-length']);
  if (Number.isFinite(declared) && declared > maxBytes) {
    request.resume();
    return Promise.reject(new BodyTooLarge(maxBytes));
  }
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    const onData = (chunk: Buffer): void => {
      size += chunk.length;
      if (size <= maxBytes) {
        chunks.push(chunk);
        return;
      }
      chunks.length = 0;
      request.off('data', onData);
      request.resume();
      reject(new BodyTooLarge(maxBytes));
    };
    request.on('data', onData);
    request.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    request.on('error', reject);
  });
}
