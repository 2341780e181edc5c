import { describe, expect, it } from 'vitest';
import { createClientCore } from '../../src/runtime/client.js';
import { ApiError } from '../../src/runtime/errors.js';
import { envelope, op, scripted, session, settings } from './helpers.js';

/**
 * What the browser gives `redirect: 'manual'`: an opaque response, status 0, no Location.
 * Node's Response cannot be made opaque, so the test builds the shape a browser returns.
 */
function opaqueRedirect(): Response {
  return {
    type: 'opaqueredirect',
    status: 0,
    ok: false,
    headers: new Headers(),
    body: null,
  } as unknown as Response;
}

describe('redirects in the runtime', () => {
  it('every request goes out with redirect: manual (the runtime follows by hand)', async () => {
    const wire = scripted(() => envelope([{ id: 1 }]));
    const api = createClientCore({ baseUrl: 'http://h', fetch: wire.fetch, session }, settings, [
      op('GET', '/job'),
    ]);
    await api.request('GET /job');
    expect(wire.requests.map((r) => r.redirect)).toEqual(['manual']);
  });

  it("a browser's opaque redirect is a clear ApiError, not an empty answer", async () => {
    const wire = scripted(opaqueRedirect);
    const api = createClientCore({ baseUrl: 'http://h', fetch: wire.fetch, session }, settings, [
      op('GET', '/job'),
    ]);
    const error = await api.request('GET /job').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).message).toContain('redirect whose target the browser hides');
  });

  it('a middleware that rebuilds the request without redirect: manual is still followed by hand', async () => {
    const wire = scripted(
      () => new Response(null, { status: 302, headers: { location: 'http://evil:1/x' } }),
    );
    const rebuild = {
      onRequest: ({ request }: { request: Request }) =>
        new Request(request.url, { headers: request.headers }),
    };
    const api = createClientCore(
      { baseUrl: 'http://h', fetch: wire.fetch, session, middleware: [rebuild] },
      settings,
      [op('GET', '/job')],
    );
    const error = await api.request('GET /job').catch((e: unknown) => e);
    expect((error as ApiError).message).toContain('redirected to http://evil:1/x, another origin');
    expect(wire.requests.map((r) => r.redirect)).toEqual(['manual']);
  });
});
