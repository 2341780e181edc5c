import { request as httpRequest } from 'node:http';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startStandaloneMock, type StandaloneMock } from '../../src/mock/standalone.js';
import { repoRoot } from '../helpers/cli.js';

/**
 * Audit item 1: one unauthenticated 600 MB POST killed `specforge mock`. Bodies are
 * bounded (a 64 KiB limit here, so the attack is cheap to reproduce) and no request
 * can end the server.
 */
const LIMIT = 64 * 1024;
let mock: StandaloneMock;

beforeAll(async () => {
  mock = await startStandaloneMock({
    source: join(repoRoot, 'fixtures/installation/docs/v2.json'),
    port: 0,
    maxBodyBytes: LIMIT,
  });
});
afterAll(() => mock.close());

/** Sends `chunks` (a generator, so nothing large is held) and resolves with the status. */
function post(path: string, headers: Record<string, string>, chunks: Iterable<Buffer>): Promise<number> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(`${mock.origin}${path}`, { method: 'POST', headers }, (res) => {
      res.resume();
      resolve(res.statusCode ?? 0);
    });
    req.on('error', reject);
    const pump = (iterator: Iterator<Buffer>): void => {
      for (;;) {
        const next = iterator.next();
        if (next.done) return void req.end();
        if (req.destroyed) return;
        if (!req.write(next.value)) return void req.once('drain', () => pump(iterator));
      }
    };
    pump(chunks[Symbol.iterator]());
  });
}

function* megabytes(count: number): Generator<Buffer> {
  const chunk = Buffer.alloc(1024 * 1024, 0x61);
  for (let i = 0; i < count; i += 1) yield chunk;
}

async function stillServes(): Promise<void> {
  const response = await fetch(`${mock.baseUrl}/auth`);
  expect(response.status).toBe(200);
}

describe('mock server body limit (audit item 1)', () => {
  it('answers 413 from a Content-Length over the limit before reading the body', async () => {
    const declared = String(600 * 1024 * 1024);
    const status = await new Promise<number>((resolve, reject) => {
      const req = httpRequest(`${mock.baseUrl}/auth`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'content-length': declared },
      });
      req.on('response', (res) => {
        res.resume();
        resolve(res.statusCode ?? 0);
        req.destroy();
      });
      req.on('error', reject);
      req.write('{"username":');
    });
    expect(status).toBe(413);
    await stillServes();
  });

  it('answers 413 while a chunked body streams past the limit', async () => {
    const status = await post('/api/auth', { 'content-type': 'application/json' }, megabytes(64)).catch(
      (error: NodeJS.ErrnoException) => (error.code === 'ECONNRESET' || error.code === 'EPIPE' ? 413 : 0),
    );
    expect(status).toBe(413);
    await stillServes();
  });

  it('accepts a body under the limit', async () => {
    const status = await post('/api/auth', { 'content-type': 'application/json' }, [Buffer.from('{}')]);
    expect(status).toBeLessThan(500);
  });

  it('keeps serving after many oversized requests at once', async () => {
    const attacks = Array.from({ length: 5 }, () =>
      post('/api/auth', { 'content-length': String(100 * 1024 * 1024) }, [Buffer.from('x')]).catch(() => 413),
    );
    expect(await Promise.all(attacks)).toEqual([413, 413, 413, 413, 413]);
    await stillServes();
  });

  it('answers a malformed request line with 400 and stays up', async () => {
    const { connect } = await import('node:net');
    const url = new URL(mock.origin);
    const reply = await new Promise<string>((resolve) => {
      const socket = connect(Number(url.port), url.hostname, () => socket.write('GARBAGE\r\n\r\n'));
      let text = '';
      socket.on('data', (chunk) => (text += chunk));
      socket.on('close', () => resolve(text));
      socket.on('error', () => resolve(text));
    });
    expect(reply).toMatch(/^HTTP\/1\.1 400/);
    await stillServes();
  });
});
