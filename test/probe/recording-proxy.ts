import { createServer, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A proxy in front of the reference installation that records every request the probe
 * sends (method, path, and what a create answered), and may rewrite an answer — a hostile
 * installation that names a record the probe did not create — or answer in the
 * installation's place (`intercept`: a DELETE that fails and deletes nothing).
 */
export interface Recorded {
  method: string;
  path: string;
  status: number;
  body: string;
}

export interface RecordingProxy {
  baseUrl: string;
  requests: Recorded[];
  close(): Promise<void>;
}

export interface ProxyRules {
  rewrite?: (method: string, path: string, body: string) => string;
  intercept?: (method: string, path: string) => { status: number; body: string } | undefined;
  /** Request headers not passed on (an installation that ignores `x-fields`). */
  dropHeaders?: string[];
  /** Query strings not passed on (an installation that ignores its filters). */
  dropQuery?: boolean;
  /** Answers in the installation's place with anything at all (a redirect, an endless body); true when it did. `url` keeps its query. */
  respond?: (method: string, url: string, response: ServerResponse) => boolean;
}

const HOP_BY_HOP = ['host', 'connection', 'content-length'];

export async function recordingProxy(
  target: string,
  rules: ProxyRules = {},
): Promise<RecordingProxy> {
  const requests: Recorded[] = [];
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const method = req.method ?? 'GET';
      const path = (req.url ?? '/').split('?')[0] as string;
      if (rules.respond?.(method, req.url ?? '/', res)) {
        requests.push({ method, path, status: res.statusCode, body: '' });
        return;
      }
      const instead = rules.intercept?.(method, path);
      if (instead) {
        requests.push({ method, path, ...instead });
        res.writeHead(instead.status, { 'content-type': 'application/json' }).end(instead.body);
        return;
      }
      const headers = Object.fromEntries(
        Object.entries(req.headers).filter(
          ([k]) => !HOP_BY_HOP.includes(k) && !rules.dropHeaders?.includes(k),
        ),
      ) as Record<string, string>;
      const body =
        chunks.length && method !== 'GET' && method !== 'HEAD' ? Buffer.concat(chunks) : undefined;
      forward(`${target}${rules.dropQuery ? path : (req.url ?? '/')}`, { method, headers, body }, rules, path).then(
        (answer) => {
          requests.push({ method, path, ...answer });
          res.writeHead(answer.status, { 'content-type': answer.contentType }).end(answer.body);
        },
        // The installation went away mid-request (a test's afterEach closing it while the
        // probe still had a request out, under load): a gateway error, not an unhandled
        // rejection that fails the whole vitest run.
        (error: unknown) => {
          if (!res.headersSent) res.writeHead(502).end(String(error));
        },
      );
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    baseUrl: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    requests,
    close: () =>
      new Promise((resolve) => (server.closeAllConnections(), server.close(() => resolve()))),
  };
}

async function forward(
  url: string,
  init: RequestInit & { method: string },
  rules: ProxyRules,
  path: string,
): Promise<{ status: number; body: string; contentType: string }> {
  const answer = await fetch(url, init);
  const text = await answer.text();
  return {
    status: answer.status,
    body: rules.rewrite ? rules.rewrite(init.method, path, text) : text,
    contentType: answer.headers.get('content-type') ?? 'application/json',
  };
}
