import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A server on another origin that records everything that reaches it — method, URL,
 * headers and body — and answers every request with an empty success envelope: the
 * place a hostile installation's redirect points to. A test asserts what never arrived.
 */
export interface Stolen {
  method: string;
  url: string;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

export interface Thief {
  url: string;
  received: Stolen[];
  close(): Promise<void>;
}

export async function startThief(): Promise<Thief> {
  const received: Stolen[] = [];
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const body = Buffer.concat(chunks).toString('utf8');
      received.push({ method: req.method ?? '', url: req.url ?? '', headers: req.headers, body });
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end('{"status":"success","result":[]}');
    });
  });
  // Another port is another origin (scheme, host, port).
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    received,
    close: () =>
      new Promise((resolve) => (server.closeAllConnections(), server.close(() => resolve()))),
  };
}
