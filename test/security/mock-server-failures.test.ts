import { afterEach, describe, expect, it } from 'vitest';
import { startMockServer, type RunningMockServer } from '../../src/mock/server.js';
import type { MockInstallation, MockResponse } from '../../src/runtime/mock/index.js';

/**
 * No request can end `specforge mock`: the server answers in the callback that completes a
 * request (the body's `end` for a POST), so a reply node:http refuses to send (a header value
 * with a line break, as a hostile document's media type could make) or an engine that throws
 * must become a 500 there, and the server keeps serving. Also through the delayed path
 * (`--latency`), where a failure would otherwise be an unhandled rejection.
 */
const BAD_HEADER: MockResponse = {
  status: 200,
  headers: { 'content-type': 'text/plain\r\nx-injected: yes' },
  body: 'hello',
};

function installation(answer: () => MockResponse): MockInstallation {
  const fake = {
    basePath: '/api',
    handle: answer,
    serve: async () => answer(),
  };
  return fake as unknown as MockInstallation;
}

let server: RunningMockServer | undefined;
afterEach(() => server?.close());

async function statuses(origin: string): Promise<number[]> {
  const get = await fetch(`${origin}/api/job`);
  const post = await fetch(`${origin}/api/job`, { method: 'POST', body: '{"name":"x"}' });
  const again = await fetch(`${origin}/api/job`, { method: 'POST', body: '{}' });
  return [get.status, post.status, again.status];
}

describe.each([0, 5])('mock server with latency %i ms', (latencyMs) => {
  it('answers 500 for a reply node:http refuses, and keeps serving', async () => {
    server = await startMockServer({
      installation: installation(() => BAD_HEADER),
      documentText: '{}',
      latencyMs,
    });
    expect(await statuses(server.origin)).toEqual([500, 500, 500]);
  });

  it('answers 500 when the engine throws, and keeps serving', async () => {
    server = await startMockServer({
      installation: installation(() => {
        throw new Error('engine failure');
      }),
      documentText: '{}',
      latencyMs,
    });
    expect(await statuses(server.origin)).toEqual([500, 500, 500]);
    const body = await (await fetch(`${server.origin}/api/job`, { method: 'POST' })).json();
    expect(body).toEqual({ status: 'error', result: 'engine failure' });
  });
});
