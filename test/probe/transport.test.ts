import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { BudgetSpent, Transport } from '../../src/probe/transport.js';

/** Bounded and polite, against a local server: concurrency cap, 429 + Retry-After, budget, abort. */
let server: Server | undefined;
afterEach(async () => new Promise<void>((resolve) => (server ? (server.closeAllConnections(), server.close(() => resolve())) : resolve())));

async function serve(handler: Parameters<typeof createServer>[1]): Promise<string> {
  server = createServer(handler);
  await new Promise<void>((resolve) => server?.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

const limits = { concurrency: 2, budget: 100, timeoutMs: 5000 };

describe('probe transport', () => {
  it('never has more calls in flight than --concurrency', async () => {
    let active = 0;
    let peak = 0;
    const url = await serve((_req, res) => {
      peak = Math.max(peak, ++active);
      setTimeout(() => (active--, res.end('{}')), 30);
    });
    const transport = new Transport(limits, new AbortController().signal);
    await Promise.all(Array.from({ length: 8 }, () => transport.send(url, {})));
    expect(peak).toBe(2);
    expect(transport.requests).toBe(8);
  });

  it('waits out a 429 for its Retry-After, then tries again', async () => {
    const seen: number[] = [];
    const url = await serve((_req, res) => {
      seen.push(Date.now());
      if (seen.length === 1) return res.writeHead(429, { 'Retry-After': '1' }).end();
      res.end('{"status":"success","result":[]}');
    });
    const answer = await new Transport(limits, new AbortController().signal).send(url, {});
    expect(answer.status).toBe(200);
    expect(seen).toHaveLength(2);
    expect((seen[1] as number) - (seen[0] as number)).toBeGreaterThanOrEqual(900);
  });

  it('stops at the budget, retries included', async () => {
    const url = await serve((_req, res) => res.end('{}'));
    const transport = new Transport({ ...limits, budget: 3 }, new AbortController().signal);
    for (let i = 0; i < 3; i++) await transport.send(url, {});
    await expect(transport.send(url, {})).rejects.toBeInstanceOf(BudgetSpent);
  });

  it('keeps to --rate', async () => {
    const url = await serve((_req, res) => res.end('{}'));
    const transport = new Transport({ ...limits, rate: 20 }, new AbortController().signal);
    const started = Date.now();
    await Promise.all(Array.from({ length: 5 }, () => transport.send(url, {})));
    expect(Date.now() - started).toBeGreaterThanOrEqual(190); // 5 starts, 50 ms apart
  });

  it('tries a dropped connection again, and turns a call that never answers into status 0 with the reason', async () => {
    let calls = 0;
    const url = await serve((req, res) => {
      if (++calls === 1) return req.socket.destroy();
      if (req.url === '/slow') return undefined;
      res.end('{}');
    });
    const transport = new Transport({ ...limits, timeoutMs: 100 }, new AbortController().signal);
    expect((await transport.send(url, {})).status).toBe(200);
    const slow = await transport.send(`${url}/slow`, {});
    expect(slow).toMatchObject({ status: 0, error: 'no answer within 100 ms' });
    expect(calls).toBe(5); // 2 for the first, 1 + 2 retries for the slow one
  });

  it('an abort (Ctrl-C) ends the calls in flight', async () => {
    const url = await serve(() => undefined); // never answers
    const controller = new AbortController();
    const call = new Transport(limits, controller.signal).send(url, {});
    setTimeout(() => controller.abort(new Error('interrupted')), 50);
    await expect(call).rejects.toThrow(/interrupted/);
  });
});
