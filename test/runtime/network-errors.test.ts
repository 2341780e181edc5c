import { createServer as createNet } from 'node:net';
import { createServer as createHttp } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, describe, expect, it } from 'vitest';
import { createClientCore } from '../../src/runtime/client.js';
import { ApiError } from '../../src/runtime/errors.js';
import { describeNetworkFailure } from '../../src/runtime/network.js';
import { op, session, settings } from './helpers.js';

/**
 * What a failed call says, with Node's real fetch against real sockets: the kind, the
 * host and port, the system code, and the installation's base URL.
 */
const list = op('GET', '/job');
const call = (baseUrl: string, extra = {}) =>
  createClientCore({ baseUrl, session, ...extra }, settings, [list]).request('GET /job');

async function failure(promise: Promise<unknown>): Promise<ApiError> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(ApiError);
  return error as ApiError;
}

async function listen(server: ReturnType<typeof createNet>): Promise<number> {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return (server.address() as AddressInfo).port;
}

const servers: { close(): unknown }[] = [];
afterAll(() => servers.forEach((s) => s.close()));

describe('network errors name the host, the port and the cause', () => {
  it('connection refused', async () => {
    const probe = createNet();
    const port = await listen(probe);
    await new Promise((resolve) => probe.close(resolve));
    const error = await failure(call(`http://127.0.0.1:${port}`));
    expect(error.kind).toBe('network');
    expect(error.message).toContain(`connection refused by 127.0.0.1:${port} (ECONNREFUSED)`);
    expect(error.message).toContain(`at http://127.0.0.1:${port}/api`);
    expect(error.baseUrl).toBe(`http://127.0.0.1:${port}/api`);
  });

  it('unknown host', async () => {
    const error = await failure(call('http://no-such-host.invalid'));
    expect(error.kind).toBe('network');
    expect(error.message).toMatch(
      /host not found: no-such-host\.invalid \((ENOTFOUND|EAI_AGAIN)\)/,
    );
  });

  it('connection reset', async () => {
    const server = createNet((socket) => socket.resetAndDestroy());
    servers.push(server);
    const port = await listen(server);
    const error = await failure(call(`http://127.0.0.1:${port}`));
    expect(error.kind).toBe('network');
    expect(error.message).toMatch(
      new RegExp(`127\\.0\\.0\\.1:${port} reset .*\\((ECONNRESET|UND_ERR_SOCKET)\\)`),
    );
  });

  it('TLS spoken to a plain HTTP server', async () => {
    const server = createHttp((_req, res) => res.end('plain'));
    servers.push(server);
    const port = await listen(server as never);
    const error = await failure(call(`https://127.0.0.1:${port}`));
    expect(error.kind).toBe('network');
    expect(error.message).toContain(`TLS with 127.0.0.1:${port} failed`);
  });

  it('timeout names where it waited', async () => {
    const server = createHttp(() => undefined);
    servers.push(server);
    const port = await listen(server as never);
    const error = await failure(call(`http://127.0.0.1:${port}`, { timeoutMs: 50 }));
    expect(error.kind).toBe('timeout');
    expect(error.message).toContain(`no response from 127.0.0.1:${port} within 50 ms`);
    server.closeAllConnections();
  });

  it('certificate codes read as TLS, unknown causes keep their words', () => {
    const cert = { cause: { code: 'DEPTH_ZERO_SELF_SIGNED_CERT' } };
    expect(describeNetworkFailure(cert, 'https://h')).toContain('TLS with h:443 failed');
    expect(describeNetworkFailure(new Error('odd'), 'http://h')).toBe('no answer from h:80 (odd)');
  });
});
