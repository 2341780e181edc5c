import { describe, expect, it } from 'vitest';
import { createClientCore } from '../../src/runtime/client.js';
import { ApiError, responseError } from '../../src/runtime/errors.js';
import { serviceMessages } from '../../src/runtime/service-message.js';
import { op, scripted, session, settings } from './helpers.js';

/** Flask's own 404 page, as Werkzeug 2.2 sends it for an unknown URL. */
const FLASK_404 = `<!doctype html>
<html lang=en>
<title>404 Not Found</title>
<h1>Not Found</h1>
<p>The requested URL was not found on the server. If you entered the URL manually please check your spelling and try again.</p>
`;
const where = { operationId: 'get_job', method: 'GET', path: '/job/{jobid}' };

describe("the service's messages, whatever the shape", () => {
  it('the envelope: a string, a list of one, a list of parser messages (all kept)', () => {
    expect(serviceMessages({ status: 'error', result: 'Token expired' })).toEqual([
      'Token expired',
    ]);
    expect(serviceMessages({ status: 'error', result: ['name is required'] })).toEqual([
      'name is required',
    ]);
    const parsers = [
      'Missing required parameter in the JSON body',
      'Missing required parameter in the post body',
    ];
    const error = responseError(where, 400, { status: 'error', result: parsers });
    expect(error.messages).toEqual(parsers);
    expect(error.serviceMessage).toBe(parsers.join('; '));
    expect(error.kind).toBe('invalid-input');
  });

  it("Flask-RESTX's own JSON, with or without the envelope: message and each field's error", () => {
    const body = {
      message: 'Input payload validation failed',
      errors: { name: "'name' is a required property", queue: 'Missing required parameter' },
    };
    const want = [
      'Input payload validation failed',
      "name: 'name' is a required property",
      'queue: Missing required parameter',
    ];
    expect(serviceMessages(body)).toEqual(want);
    expect(serviceMessages({ status: 'error', result: [body] })).toEqual(want);
    expect(serviceMessages({ message: 'plain' })).toEqual(['plain']);
    expect(serviceMessages(undefined)).toEqual([]);
  });

  it("Flask's HTML error page gives its title as one line, never the page", () => {
    const error = responseError(where, 404, FLASK_404);
    expect(error.serviceMessage).toBe('404 Not Found');
    expect(error.messages).toEqual(['404 Not Found']);
    expect(error.message).toMatch(/: 404 not-found: 404 Not Found$/);
    expect(error.message).not.toContain('<');
    const noTitle = '<html><body><h1>Bad &amp; wrong</h1><p>long text</p></body></html>';
    expect(responseError(where, 502, noTitle).serviceMessage).toBe('Bad & wrong');
    const bare = responseError(where, 500, '<html><body><p>no heading</p></body></html>');
    expect(bare.serviceMessage).toBeUndefined();
    expect(bare.message).toMatch(/HTTP 500$/);
  });

  it('a plain text answer stays one line in the message', () => {
    const error = responseError(where, 502, 'Bad gateway\nupstream reset\n');
    expect(error.message).toMatch(/: Bad gateway upstream reset$/);
    expect(error.serviceMessage).toBeUndefined();
  });

  it('through the client: an HTML 404 becomes a not-found ApiError with the title', async () => {
    const page = () =>
      new Response(FLASK_404, {
        status: 404,
        headers: { 'content-type': 'text/html; charset=utf-8' },
      });
    const wire = scripted(page);
    const api = createClientCore({ baseUrl: 'http://h', fetch: wire.fetch, session }, settings, [
      op('GET', '/job'),
    ]);
    const error = (await api.request('GET /job').catch((e: unknown) => e)) as ApiError;
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      kind: 'not-found',
      status: 404,
      serviceMessage: '404 Not Found',
    });
  });
});
