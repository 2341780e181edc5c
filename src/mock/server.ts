import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { MockInstallation, MockResponse } from '../runtime/mock/index.js';

/**
 * The standalone face of the mock engine: node:http on 127.0.0.1, every request
 * handed to the installation, and the document itself at `<basePath>/swagger.json`
 * so that `specforge generate http://127.0.0.1:PORT` works against it.
 */
export interface MockServerOptions {
  installation: MockInstallation;
  /** The document as loaded, served byte for byte. */
  documentText: string;
  port?: number;
  host?: string;
}

export interface RunningMockServer {
  /** `http://127.0.0.1:PORT` (no trailing slash, no base path). */
  origin: string;
  close(): Promise<void>;
}

export async function startMockServer(options: MockServerOptions): Promise<RunningMockServer> {
  const { installation } = options;
  const documentPath = `${installation.basePath}/swagger.json`;
  const documentBytes = Buffer.from(options.documentText, 'utf8');
  const server = createServer((request, response) => {
    if (request.method === 'GET' && (request.url ?? '').split('?')[0] === documentPath) {
      response.writeHead(200, {
        'content-type': 'application/json',
        'content-length': documentBytes.length,
      });
      response.end(documentBytes);
      return;
    }
    serve(installation, request, response).catch((error: unknown) => {
      const message = error instanceof Error ? error.message : String(error);
      send(response, {
        status: 500,
        headers: {},
        body: JSON.stringify({ status: 'error', result: message }),
      });
    });
  });
  server.keepAliveTimeout = 30_000;
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, options.host ?? '127.0.0.1', () => resolve());
  });
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

async function serve(
  installation: MockInstallation,
  request: IncomingMessage,
  response: ServerResponse,
): Promise<void> {
  const method = request.method ?? 'GET';
  const body = method === 'GET' || method === 'HEAD' ? undefined : await readBody(request);
  const headers = request.headers as Record<string, string | undefined>;
  const reply = await installation.respond({ method, url: request.url ?? '/', headers, body });
  send(response, reply);
}

function send(response: ServerResponse, reply: MockResponse): void {
  if (response.headersSent) return;
  const bytes = Buffer.from(reply.body, 'utf8');
  response.writeHead(reply.status, {
    'content-type': 'application/json',
    ...reply.headers,
    'content-length': bytes.length,
  });
  response.end(bytes);
}

function readBody(request: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    request.on('error', reject);
  });
}
