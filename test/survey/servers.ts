import type { IncomingMessage, ServerResponse } from 'node:http';
import { startServer, type Handler, type TestServer } from '../helpers/servers.js';

/**
 * Servers in front of the reference installation for the survey tests: one that serves it
 * under another base path (`/tenant/globex/api/…`), and one that refuses the document
 * without a session (so the survey must log in with the installation's credentials).
 */
export interface ProxyOptions {
  /** Served only under this path prefix, stripped before forwarding. */
  prefix?: string;
  /** `/api/swagger.json` without a `Session` header answers 401. */
  gate?: boolean;
}

export function proxyTo(target: string, options: ProxyOptions = {}): Promise<TestServer> {
  return startServer(proxyHandler(target, options));
}

function proxyHandler(target: string, options: ProxyOptions): Handler {
  return (request, response) => void forward(target, options, request, response);
}

async function forward(
  target: string,
  options: ProxyOptions,
  request: IncomingMessage,
  response: ServerResponse,
) {
  const prefix = options.prefix ?? '';
  const url = request.url ?? '/';
  if (!url.startsWith(`${prefix}/`)) return envelope(response, 404, 'Not found');
  const path = url.slice(prefix.length);
  if (options.gate && path.startsWith('/api/swagger.json') && !request.headers.session)
    return envelope(response, 401, 'Not logged in');
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  const headers = Object.fromEntries(
    Object.entries(request.headers).filter(
      ([name]) => !['host', 'connection', 'content-length'].includes(name),
    ),
  ) as Record<string, string>;
  const method = request.method ?? 'GET';
  const answer = await fetch(`${target}${path}`, {
    method,
    headers,
    body: method === 'GET' || method === 'HEAD' ? undefined : Buffer.concat(chunks),
    redirect: 'manual',
  });
  const body = Buffer.from(await answer.arrayBuffer());
  response.writeHead(answer.status, {
    'content-type': answer.headers.get('content-type') ?? 'application/json',
  });
  response.end(body);
}

function envelope(response: ServerResponse, status: number, message: string) {
  response.writeHead(status, { 'content-type': 'application/json' });
  response.end(JSON.stringify({ status: 'error', result: message }));
}

/** A port nobody listens on: a server's, closed again (connections are refused). */
export async function closedPort(): Promise<string> {
  const server = await startServer((_request, response) => response.end());
  await server.close();
  return server.url;
}
