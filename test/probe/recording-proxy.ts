import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A proxy in front of the reference installation that records every request the probe
 * sends (method, path, and what a create answered), and may rewrite a create's answer —
 * a hostile installation that names a record the probe did not create.
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

type Rewrite = (method: string, path: string, body: string) => string;

export async function recordingProxy(
  target: string,
  rewrite: Rewrite = (_m, _p, body) => body,
): Promise<RecordingProxy> {
  const requests: Recorded[] = [];
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const method = req.method ?? 'GET';
      const headers = Object.fromEntries(
        Object.entries(req.headers).filter(
          ([k]) => !['host', 'connection', 'content-length'].includes(k),
        ),
      ) as Record<string, string>;
      const body =
        chunks.length && method !== 'GET' && method !== 'HEAD' ? Buffer.concat(chunks) : undefined;
      void fetch(`${target}${req.url ?? '/'}`, { method, headers, body }).then(async (answer) => {
        const path = (req.url ?? '/').split('?')[0] as string;
        const text = rewrite(method, path, await answer.text());
        requests.push({ method, path, status: answer.status, body: text });
        res
          .writeHead(answer.status, {
            'content-type': answer.headers.get('content-type') ?? 'application/json',
          })
          .end(text);
      });
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
