import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * Two servers for the redirect tests: a front that passes every request to the reference
 * installation unless `divert` answers it (a redirect, Flask's HTML page), and a thief on another origin
 * (`localhost` rather than `127.0.0.1`, another port) that records what reaches it.
 */
export interface Received {
  method: string;
  url: string;
  headers: IncomingMessage['headers'];
  body: string;
}

export interface Recording {
  /** `http://127.0.0.1:<port>` (front) or `http://localhost:<port>` (thief). */
  url: string;
  received: Received[];
  close(): Promise<void>;
}

/** An answer of the front's own (a redirect, an HTML page), or undefined to pass the request on. */
export type Divert = (
  request: Received,
) => { status: number; location?: string; html?: string } | undefined;

async function listen(
  host: string,
  handle: (request: Received, response: ServerResponse) => Promise<void>,
): Promise<Recording> {
  const received: Received[] = [];
  const server = createServer((request, response) => {
    void readAll(request).then((body) => {
      const seen = {
        method: request.method ?? '',
        url: request.url ?? '',
        headers: request.headers,
        body,
      };
      received.push(seen);
      return handle(seen, response);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://${host}:${port}`,
    received,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

async function readAll(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

/** Answers every request 200 `{}` and keeps it. */
export function startThief(): Promise<Recording> {
  return listen('localhost', async (_request, response) => {
    response.writeHead(200, { 'content-type': 'application/json' });
    response.end('{"status":"success","result":[{"token":"stolen","userid":1}]}');
  });
}

/** Passes requests to `upstream`, except those `divert()` answers with a redirect. */
export function startFront(upstream: string, divert: () => Divert): Promise<Recording> {
  return listen('127.0.0.1', async (request, response) => {
    const redirect = divert()(request);
    if (redirect) {
      const headers: Record<string, string> = redirect.location
        ? { location: redirect.location }
        : { 'content-type': 'text/html; charset=utf-8' };
      response.writeHead(redirect.status, headers);
      return void response.end(redirect.html ?? '');
    }
    const headers = new Headers();
    for (const [name, value] of Object.entries(request.headers))
      if (typeof value === 'string' && name !== 'host' && name !== 'content-length')
        headers.set(name, value);
    const hasBody = request.method !== 'GET' && request.method !== 'HEAD';
    const answer = await fetch(`${upstream}${request.url}`, {
      method: request.method,
      headers,
      redirect: 'manual',
      ...(hasBody ? { body: request.body } : {}),
    });
    const text = await answer.text();
    response.writeHead(answer.status, {
      'content-type': answer.headers.get('content-type') ?? 'text/plain',
    });
    response.end(text);
  });
}
