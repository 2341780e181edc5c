import { describe, expect, it } from 'vitest';
import { createClientCore } from '../../src/runtime/client.js';
import { ApiError } from '../../src/runtime/errors.js';
import type { Middleware } from '../../src/runtime/middleware.js';
import { envelope, op, scripted, session, settings } from './helpers.js';

const list = op('GET', '/job');

/** A middleware that logs each hook as `name:hook` and tags the request with its name. */
function tracer(name: string, log: string[]): Middleware {
  return {
    async onRequest({ request }) {
      log.push(`${name}:request`);
      await Promise.resolve();
      const headers = new Headers(request.headers);
      headers.append('x-trace', name);
      return new Request(request, { headers });
    },
    onResponse({ response, attempt }) {
      log.push(`${name}:response:${response.status}:${attempt}`);
    },
    onError({ error }) {
      log.push(`${name}:error:${error.kind}`);
    },
  };
}

describe('middleware', () => {
  it('runs onRequest in order (client, then call) and onResponse in reverse, per attempt', async () => {
    const log: string[] = [];
    const wire = scripted(
      () => envelope('busy', 503),
      () => envelope([]),
    );
    const api = createClientCore(
      {
        baseUrl: 'http://h',
        fetch: wire.fetch,
        session,
        retry: { baseDelayMs: 1 },
        middleware: [tracer('a', log), tracer('b', log)],
      },
      settings,
      [list],
    );
    await api.request('GET /job', undefined, { middleware: [tracer('c', log)] });
    expect(log).toEqual([
      'a:request',
      'b:request',
      'c:request',
      'c:response:503:0',
      'b:response:503:0',
      'a:response:503:0',
      'a:request',
      'b:request',
      'c:request',
      'c:response:200:1',
      'b:response:200:1',
      'a:response:200:1',
    ]);
    expect(wire.requests[0]?.headers.get('x-trace')).toBe('a, b, c');
    expect(wire.requests[0]?.headers.get('Session')).toBe('S');
  });

  it('may replace the response', async () => {
    const wire = scripted(() => envelope([{ id: 1 }]));
    const swap: Middleware = { onResponse: () => envelope([{ id: 2 }]) };
    const api = createClientCore(
      { baseUrl: 'http://h', fetch: wire.fetch, session, middleware: [swap] },
      settings,
      [list],
    );
    expect(await api.request('GET /job')).toEqual([{ id: 2 }]);
  });

  it('onError sees network errors and may recover with a Response or replace the error', async () => {
    const wire = scripted(() => Promise.reject(new TypeError('fetch failed')));
    const seen: ApiError[] = [];
    const recover: Middleware = {
      onError: ({ error }) => {
        seen.push(error);
        return envelope([{ id: 'cached' }]);
      },
    };
    const api = createClientCore(
      { baseUrl: 'http://h', fetch: wire.fetch, session, middleware: [recover] },
      settings,
      [list],
    );
    expect(await api.request('GET /job')).toEqual([{ id: 'cached' }]);
    expect(seen[0]).toBeInstanceOf(ApiError);
    expect(seen[0]?.kind).toBe('network');
    const replaced = new Error('offline');
    const replace: Middleware = { onError: () => replaced };
    await expect(api.request('GET /job', undefined, { middleware: [replace] })).rejects.toBe(
      replaced,
    );
  });
});
