import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** A local HTTP server on 127.0.0.1, port 0, that records what it was asked. */
export interface TestServer {
  /** `http://127.0.0.1:<port>` */
  url: string;
  /** Every request received, in order. */
  requests: IncomingMessage[];
  close(): Promise<void>;
}

export type Handler = (request: IncomingMessage, response: ServerResponse, count: number) => void;

export async function startServer(
  handler: Handler,
  server: Server = createServer(),
): Promise<TestServer> {
  const requests: IncomingMessage[] = [];
  server.on('request', (request: IncomingMessage, response: ServerResponse) => {
    requests.push(request);
    handler(request, response, requests.length);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const protocol = 'setSecureContext' in server ? 'https' : 'http';
  return {
    url: `${protocol}://127.0.0.1:${port}`,
    requests,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** Serves `body` as JSON at every path. */
export function json(body: unknown, status = 200): Handler {
  const text = typeof body === 'string' ? body : JSON.stringify(body);
  return (_request, response) => {
    const length = String(Buffer.byteLength(text));
    response.writeHead(status, { 'content-type': 'application/json', 'content-length': length });
    response.end(text);
  };
}

/** Serves `body` only at `path`, 404 elsewhere: proves which URL was asked for. */
export function at(path: string, handler: Handler): Handler {
  return (request, response, count) => {
    if (request.url === path) return handler(request, response, count);
    response.writeHead(404, { 'content-type': 'text/plain' });
    response.end('not found');
  };
}

/** The first `failures` requests get `status`, the rest are handled by `then`. */
export function failing(
  failures: number,
  status: number,
  then: Handler,
  headers: Record<string, string> = {},
): Handler {
  return (request, response, count) => {
    if (count > failures) return then(request, response, count);
    response.writeHead(status, { 'content-type': 'text/plain', ...headers });
    response.end(`status ${status}`);
  };
}

/** Sends the headers, then never finishes the body (a hung installation). */
export function slow(): Handler {
  return (_request, response) => {
    response.writeHead(200, { 'content-type': 'application/json' });
    response.write('{"swagger":');
  };
}

/** Announces `declared` bytes, sends fewer, then drops the connection. */
export function truncated(text: string, declared = text.length * 2): Handler {
  return (_request, response) => {
    response.writeHead(200, {
      'content-type': 'application/json',
      'content-length': String(declared),
    });
    response.write(text, () => response.socket?.destroy());
  };
}

/** Streams chunks of `chunkBytes` without end, counting what it sent, until the client goes away. */
export function endless(chunkBytes: number, sent: { bytes: number }): Handler {
  return (_request, response) => {
    response.writeHead(200, { 'content-type': 'application/json' });
    const chunk = `[${'0,'.repeat(chunkBytes / 2 - 1)}`.slice(0, chunkBytes);
    const pump = (): void => {
      while (!response.destroyed && sent.bytes < 1e9) {
        sent.bytes += chunk.length;
        if (!response.write(chunk)) return void response.once('drain', pump);
      }
    };
    response.on('close', () => undefined);
    pump();
  };
}

/** Redirects every request: `to(url)` names the next location. */
export function redirect(to: (path: string) => string, status = 302): Handler {
  return (request, response) => {
    response.writeHead(status, { location: to(request.url ?? '/') });
    response.end();
  };
}

export function html(): Handler {
  return (_request, response) => {
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    response.end(
      '<!DOCTYPE html>\n<html><head><title>API</title></head><body>Swagger UI</body></html>\n',
    );
  };
}
