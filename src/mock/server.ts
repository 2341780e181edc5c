import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { SpecforgeError } from '../errors.js';
import type { AddressInfo } from 'node:net';
import type { MockInstallation, MockRequest, MockResponse } from '../runtime/mock/index.js';
import { BodyTooLarge, readBoundedBody } from './body.js';

/**
 * The standalone face of the mock engine: node:http on 127.0.0.1, every request
 * handed to the installation, and the document itself at `<basePath>/swagger.json`
 * so that `specforge generate http://127.0.0.1:PORT` works against it.
 *
 * Any client may reach it, so no request can end it: bodies are bounded (413 from
 * `Content-Length` before reading, or as soon as a chunked body passes the limit) and
 * every failure inside a handler becomes a 500 for that request only.
 */
export interface MockServerOptions {
  installation: MockInstallation;
  /** The document as loaded, served byte for byte. */
  documentText: string;
  port?: number;
  host?: string;
  /** Largest request body accepted, in bytes (default {@link DEFAULT_MAX_BODY_BYTES}). */
  maxBodyBytes?: number;
  /** The installation's `latencyMs`: above 0, answers go through its `serve` (after the delay). */
  latencyMs?: number;
}

/** 4 MiB: far above any job-service request, far below what hurts the process. */
export const DEFAULT_MAX_BODY_BYTES = 4 * 1024 * 1024;

export interface RunningMockServer {
  /** `http://127.0.0.1:PORT` (no trailing slash, no base path). */
  origin: string;
  close(): Promise<void>;
}

export async function startMockServer(options: MockServerOptions): Promise<RunningMockServer> {
  const handle = requestHandler(options);
  const server = createServer((request, response) => {
    try {
      handle(request, response);
    } catch (error) {
      answerFailure(response, error);
    }
  });
  // A malformed request line or a reset socket: answer 400 if possible, never throw.
  server.on('clientError', (_error, socket) => {
    if (socket.writable) socket.end('HTTP/1.1 400 Bad Request\r\nConnection: close\r\n\r\n');
    else socket.destroy();
  });
  server.keepAliveTimeout = 30_000;
  await listen(server, options.port ?? 0, options.host ?? '127.0.0.1');
  const { address, port } = server.address() as AddressInfo;
  return {
    origin: `http://${address.includes(':') ? `[${address}]` : address}:${port}`,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** Listens, or fails with one line naming the port (busy, or not ours to take). */
function listen(server: Server, port: number, host: string): Promise<void> {
  return new Promise<void>((resolve, reject) => {
    server.once('error', (error: NodeJS.ErrnoException) => {
      const reason =
        error.code === 'EADDRINUSE'
          ? 'is already in use'
          : error.code === 'EACCES'
            ? 'needs privileges this process does not have'
            : `cannot be opened (${error.code ?? error.message})`;
      const message = `port ${port} on ${host} ${reason}: choose another with --port (0: any free port)`;
      reject(new SpecforgeError('port', message));
    });
    server.listen(port, host, () => resolve());
  });
}

type Handler = (request: IncomingMessage, response: ServerResponse) => void;

/**
 * Synchronous where it can be: a request is answered in the callback that completes it
 * (the body's `end`, or at once for a GET), through `installation.handle`, with no promise
 * in between; only a configured latency goes through `serve` and its timer.
 */
function requestHandler(options: MockServerOptions): Handler {
  const { installation } = options;
  const maxBytes = options.maxBodyBytes ?? DEFAULT_MAX_BODY_BYTES;
  const documentPath = `${installation.basePath}/swagger.json`;
  const documentBytes = Buffer.from(options.documentText, 'utf8');
  const delayed = (options.latencyMs ?? 0) > 0;
  // Runs in the body's `end` event too, where a throw (headers node:http refuses) would end the process.
  const answer = (response: ServerResponse, request: MockRequest): void => {
    if (delayed) {
      installation
        .serve(request)
        .then((reply) => send(response, reply))
        .catch((error: unknown) => answerFailure(response, error));
      return;
    }
    try {
      send(response, installation.handle(request));
    } catch (error) {
      answerFailure(response, error);
    }
  };
  return (request, response) => {
    const method = request.method ?? 'GET';
    const url = request.url ?? '/';
    const headers = request.headers as Record<string, string | undefined>;
    if (method !== 'GET' && method !== 'HEAD') {
      readBoundedBody(request, maxBytes, (error, body) => {
        if (error) answerFailure(response, error);
        else answer(response, { method, url, headers, body });
      });
    } else if (pathOf(url) === documentPath) {
      sendBytes(response, 200, { 'content-type': 'application/json' }, documentBytes);
    } else {
      answer(response, { method, url, headers, body: undefined });
    }
  };
}

function pathOf(url: string): string {
  const mark = url.indexOf('?');
  return mark < 0 ? url : url.slice(0, mark);
}

/** 413 for an oversized body (then the connection closes: the rest is not read), else 500. */
function answerFailure(response: ServerResponse, error: unknown): void {
  if (error instanceof BodyTooLarge) {
    response.shouldKeepAlive = false;
    send(response, {
      status: 413,
      headers: { connection: 'close' },
      body: envelope(error.message),
    });
    response.on('finish', () => response.req.destroy());
    return;
  }
  send(response, {
    status: 500,
    headers: {},
    body: envelope(error instanceof Error ? error.message : String(error)),
  });
}

function envelope(message: string): string {
  return JSON.stringify({ status: 'error', result: message });
}

/**
 * The reply as one write: a string body after the header block (node:http sends the two
 * in one packet), its length counted, not copied into a Buffer first.
 */
function send(response: ServerResponse, reply: MockResponse): void {
  if (response.headersSent || response.destroyed) return;
  // A HEAD answer has no body but says how long the GET answer is (node:http sends no body for HEAD).
  const length =
    response.req.method === 'HEAD'
      ? (reply.headers['content-length'] ?? Buffer.byteLength(reply.body))
      : Buffer.byteLength(reply.body);
  response.writeHead(reply.status, {
    'content-type': 'application/json',
    ...reply.headers,
    'content-length': length,
  });
  response.end(reply.body);
}

/** Fixed bytes (the document), sent as they are. */
function sendBytes(
  response: ServerResponse,
  status: number,
  headers: Record<string, string>,
  bytes: Buffer,
): void {
  if (response.headersSent || response.destroyed) return;
  const length =
    response.req.method === 'HEAD' ? (headers['content-length'] ?? bytes.length) : bytes.length;
  response.writeHead(status, { ...headers, 'content-length': length });
  response.end(bytes);
}
