import { describe, expect, it } from 'vitest';
import { createClientCore } from '../../src/runtime/client.js';
import { resolveRetry, retryAfterMs, retryDelay } from '../../src/runtime/retry.js';
import { envelope, op, scripted, session, settings } from './helpers.js';

const fast = { baseDelayMs: 1, maxDelayMs: 2 };
const list = op('GET', '/job');
const submit = op('POST', '/job');

function client(fetch: (r: Request) => Promise<Response>, retry: unknown, extra = {}) {
  return createClientCore(
    { baseUrl: 'http://h', fetch, session, retry: retry as never, ...extra },
    settings,
    [list, submit],
  );
}

describe('retry policy', () => {
  it('is off unless asked for; true gives the defaults; a call refines or disables it', () => {
    expect(resolveRetry(undefined, undefined)).toBeUndefined();
    expect(resolveRetry(true, undefined)).toMatchObject({
      retries: 2,
      methods: ['GET', 'HEAD', 'PUT', 'DELETE'],
      statuses: [429, 502, 503, 504],
    });
    expect(resolveRetry({ retries: 5 }, { maxDelayMs: 7 })).toMatchObject({
      retries: 5,
      maxDelayMs: 7,
    });
    expect(resolveRetry(true, false)).toBeUndefined();
    expect(resolveRetry({ retries: 1, baseDelayMs: undefined }, undefined)?.baseDelayMs).toBe(250);
  });

  it('reads Retry-After as seconds or an HTTP date', () => {
    const now = Date.parse('2026-01-01T00:00:00Z');
    expect(retryAfterMs('3', now)).toBe(3000);
    expect(retryAfterMs('Thu, 01 Jan 2026 00:00:05 GMT', now)).toBe(5000);
    expect(retryAfterMs('Wed, 31 Dec 2025 23:59:00 GMT', now)).toBe(0);
    expect(retryAfterMs('soon', now)).toBeUndefined();
    expect(retryAfterMs(null, now)).toBeUndefined();
  });

  it('backs off exponentially under a cap, with jitter; a too long Retry-After ends it', () => {
    const policy = resolveRetry({ baseDelayMs: 100, maxDelayMs: 300 }, undefined)!;
    const delays = Array.from({ length: 200 }, () => retryDelay(policy, 3, null, 0)!);
    expect(Math.max(...delays)).toBeLessThanOrEqual(300);
    expect(new Set(delays).size).toBeGreaterThan(10);
    expect(retryDelay(policy, 0, '2', 0)).toBe(2000);
    expect(retryDelay(policy, 0, '3600', 0)).toBeUndefined();
  });
});

describe('retries through the client', () => {
  it('retries a GET on 503 and 429 until it succeeds', async () => {
    const wire = scripted(
      () => envelope('busy', 503),
      () => envelope('slow down', 429, { 'retry-after': '0' }),
      () => envelope([{ id: 1 }]),
    );
    const api = client(wire.fetch, fast);
    expect(await api.request('GET /job')).toEqual([{ id: 1 }]);
    expect(wire.requests).toHaveLength(3);
  });

  it('gives up after `retries` further attempts with the last status', async () => {
    const wire = scripted(() => envelope('down', 502));
    const api = client(wire.fetch, { ...fast, retries: 1 });
    await expect(api.request('GET /job')).rejects.toMatchObject({ kind: 'server', status: 502 });
    expect(wire.requests).toHaveLength(2);
  });

  it('does not retry POST unless the policy names it, nor 500 or 404', async () => {
    const wire = scripted(() => envelope('busy', 503));
    await expect(client(wire.fetch, true).request('POST /job')).rejects.toMatchObject({
      status: 503,
    });
    expect(wire.requests).toHaveLength(1);
    const optIn = scripted(
      () => envelope('busy', 503),
      () => envelope([{ id: 2 }]),
    );
    const withPost = client(optIn.fetch, { ...fast, methods: ['POST'] });
    expect(await withPost.request('POST /job')).toEqual([{ id: 2 }]);
    const other = scripted(() => envelope('broken', 500));
    await expect(client(other.fetch, fast).request('GET /job')).rejects.toMatchObject({
      status: 500,
    });
    expect(other.requests).toHaveLength(1);
  });

  it('retries network errors, and a call may turn retries off', async () => {
    const refused = Object.assign(new TypeError('fetch failed'), {
      cause: { code: 'ECONNREFUSED' },
    });
    const wire = scripted(
      () => Promise.reject(refused),
      () => envelope([{ id: 3 }]),
    );
    expect(await client(wire.fetch, fast).request('GET /job')).toEqual([{ id: 3 }]);
    const off = scripted(() => Promise.reject(refused));
    await expect(
      client(off.fetch, fast).request('GET /job', undefined, { retry: false }),
    ).rejects.toMatchObject({ kind: 'network' });
    expect(off.requests).toHaveLength(1);
  });

  it('the timeout bounds the whole chain, waits included', async () => {
    const wire = scripted(() => envelope('busy', 503, { 'retry-after': '5' }));
    const api = client(wire.fetch, true, { timeoutMs: 100 });
    const started = Date.now();
    await expect(api.request('GET /job')).rejects.toMatchObject({ kind: 'timeout' });
    expect(Date.now() - started).toBeLessThan(2000);
    expect(wire.requests).toHaveLength(1);
  });

  it("the caller's AbortSignal stops the waits too", async () => {
    const wire = scripted(() => envelope('busy', 503, { 'retry-after': '5' }));
    const controller = new AbortController();
    const pending = client(wire.fetch, true).request('GET /job', undefined, {
      signal: controller.signal,
    });
    setTimeout(() => controller.abort(), 20);
    await expect(pending).rejects.toMatchObject({ kind: 'aborted' });
  });
});
