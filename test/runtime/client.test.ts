import { describe, expect, it } from 'vitest';
import { createClientCore } from '../../src/runtime/client.js';
import type { OperationInfo } from '../../src/runtime/operation.js';
import { ApiError, ValidationError } from '../../src/runtime/errors.js';
import type { Validator } from '../../src/runtime/validation.js';

const settings = {
  basePath: '/api',
  authPath: '/auth',
  sessionHeader: 'Session',
  tokenHeader: 'Token',
};
const getJob: OperationInfo = {
  id: 'get_job',
  method: 'GET',
  path: '/job/{jobid}',
  name: 'job.get',
  access: 'user',
  result: 'single',
  auth: true,
  params: [
    { name: 'jobid', in: 'path' },
    { name: 'tag', in: 'query', format: 'multi' },
  ],
  flat: true,
  mask: 'X-Fields',
};

/** A fetch that records requests and answers with the given envelope. */
function fakeFetch(result: unknown, status = 200) {
  const seen: { url: string; headers: Headers }[] = [];
  const fetchImpl = async (request: Request) => {
    seen.push({ url: request.url, headers: request.headers });
    return new Response(JSON.stringify({ status: status < 400 ? 'success' : 'error', result }), {
      status,
    });
  };
  return { seen, fetch: fetchImpl as unknown as typeof fetch };
}

const session = { session: 'S', token: 'T', validto: '2999-01-01T00:00:00Z' };
const reject: Validator = () => ({
  ok: false,
  errors: [{ path: '/result/0/id', rule: 'type', message: 'must be integer' }],
});

describe('client core', () => {
  it('builds URL, session headers, query arrays and the mask; unwraps result[0]', async () => {
    const wire = fakeFetch([{ id: 7 }]);
    const api = createClientCore({ baseUrl: 'http://h/', fetch: wire.fetch, session }, settings, [
      getJob,
    ]);
    const job = (api.job as Record<string, Function>).get(
      { jobid: 7, tag: ['a', 'b'] },
      { fields: '{id}' },
    );
    expect(await job).toEqual({ id: 7 });
    const [request] = wire.seen;
    expect(request?.url).toBe('http://h/api/job/7?tag=a&tag=b');
    expect(request?.headers.get('Session')).toBe('S');
    expect(request?.headers.get('Token')).toBe('T');
    expect(request?.headers.get('X-Fields')).toBe('{id}');
  });

  it('turns an empty list for a single result into a not-found ApiError, not undefined', async () => {
    const wire = fakeFetch([]);
    const api = createClientCore({ baseUrl: 'http://h', fetch: wire.fetch, session }, settings, [
      getJob,
    ]);
    const call = api.request('GET /job/{jobid}', { path: { jobid: 404 } });
    await expect(call).rejects.toMatchObject({
      name: 'ApiError',
      kind: 'not-found',
      status: 200,
      operationId: 'get_job',
      message: expect.stringContaining('result list is empty'),
    });
  });

  it('does not add basePath twice', async () => {
    const wire = fakeFetch([{ id: 1 }]);
    const api = createClientCore(
      { baseUrl: 'http://h/api', fetch: wire.fetch, session },
      settings,
      [getJob],
    );
    await api.request('GET /job/{jobid}', { path: { jobid: 1 } });
    expect(wire.seen[0]?.url).toBe('http://h/api/job/1');
  });

  it('refuses validate without validators, with a clear message', () => {
    expect(() => createClientCore({ baseUrl: 'http://h', validate: 'both' }, settings, [])).toThrow(
      /validators target/,
    );
  });

  it('validates the raw envelope of responses and the params of requests', async () => {
    const wire = fakeFetch([{ id: 'seven' }]);
    const responses = createClientCore(
      {
        baseUrl: 'http://h',
        fetch: wire.fetch,
        session,
        validate: 'responses',
        validators: { get_job: { result: reject } },
      },
      settings,
      [getJob],
    );
    const error = await responses
      .request('GET /job/{jobid}', { path: { jobid: 1 } })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ValidationError);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      kind: 'validation',
      direction: 'response',
      operationId: 'get_job',
      status: 200,
      baseUrl: 'http://h/api',
    });
    const requests = createClientCore(
      {
        baseUrl: 'http://h',
        fetch: wire.fetch,
        session,
        validate: 'requests',
        validators: { get_job: { params: reject } },
      },
      settings,
      [getJob],
    );
    const before = wire.seen.length;
    await expect(
      requests.request('GET /job/{jobid}', { path: { jobid: 1 } }),
    ).rejects.toMatchObject({ direction: 'request' });
    expect(wire.seen.length).toBe(before);
  });

  it('turns an error envelope with a 2xx status into a rejected ApiError', async () => {
    const fetchImpl = async () => new Response('{"status":"error","result":["bad"]}');
    const api = createClientCore({ baseUrl: 'http://h', fetch: fetchImpl, session }, settings, [
      getJob,
    ]);
    await expect(api.request('GET /job/{jobid}', { path: { jobid: 1 } })).rejects.toMatchObject({
      kind: 'rejected',
      message: expect.stringContaining('bad'),
    });
  });
});
