/** Each version behaves as its own document says (the rows of CHANGES.md, seen from the wire). */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RunningInstallation, startInstallation } from '../../fixtures/installation/server.js';
import { type Auth, call, type CallOptions, login } from './http.js';

const running: Record<'v1' | 'v2', { installation: RunningInstallation; user: Auth; admin: Auth }> =
  {} as never;
beforeAll(async () => {
  for (const version of ['v1', 'v2'] as const) {
    const installation = await startInstallation({ version });
    running[version] = {
      installation,
      user: await login(installation.baseUrl, 'user'),
      admin: await login(installation.baseUrl, 'tenantAdmin'),
    };
  }
});
afterAll(async () => {
  for (const { installation } of Object.values(running)) await installation.close();
});

function both(
  method: string,
  path: string,
  options: CallOptions = {},
  as: 'user' | 'admin' = 'user',
) {
  return Promise.all(
    (['v1', 'v2'] as const).map((v) =>
      call(running[v].installation.baseUrl, method, path, { auth: running[v][as], ...options }),
    ),
  );
}

describe('v1 and v2 differ as documented', () => {
  it('removed and moved operations', async () => {
    expect((await both('GET', '/job/1/output')).map((r) => r.status)).toEqual([200, 404]);
    expect((await both('GET', '/job/stats')).map((r) => r.status)).toEqual([404, 200]);
    expect((await both('DELETE', '/queue/archive')).map((r) => r.status)).toEqual([200, 405]);
  });

  it('POST /job: project required in v2, 201 in v1', async () => {
    const [v1, v2] = await both('POST', '/job', {
      json: { name: 'n', queue: 'default', command: 'c' },
    });
    expect([v1.status, v2.status]).toEqual([201, 400]);
    expect(v2.json!.result).toEqual(["'project' is a required property"]);
  });

  it('GET /job limit maximum, PUT /job priority type, the cancel path parameter', async () => {
    expect((await both('GET', '/job', { query: { limit: 900 } })).map((r) => r.status)).toEqual([
      200, 400,
    ]);
    const [v1, v2] = await both('PUT', '/job/3', { query: { priority: 'high' } });
    expect([v1.status, v2.status]).toEqual([400, 400]);
    expect(v2.json!.result).toEqual([expect.stringContaining("is not of type 'integer'")]);
    // Renamed path parameter (id → jobid): the same URL works on both.
    expect((await both('POST', '/job/3/cancel')).map((r) => r.status)).toEqual([200, 200]);
  });

  it('JobLog names the host in v1 and the node in v2', async () => {
    const [v1, v2] = await both('GET', '/job/1/log');
    expect(Object.keys((v1.json!.result as object[])[0]!)).toContain('host');
    expect(Object.keys((v2.json!.result as object[])[0]!)).toEqual([
      'jobid',
      'lines',
      'node',
      'truncated',
    ]);
  });

  it('GET /storage/bucket/{bucket}: a list in v1, a single object in v2', async () => {
    const [v1, v2] = await both('GET', '/storage/bucket/acme-data');
    expect(Array.isArray(v1.json!.result)).toBe(true);
    expect(v2.json!.result).toMatchObject({ name: 'acme-data', size: expect.any(String) });
  });

  it('PUT /user/password needs old_password in v2 only', async () => {
    const replies = await both('PUT', '/user/password', {
      query: { new_password: 'alice-secret-1' },
    });
    expect(replies.map((r) => r.status)).toEqual([200, 400]);
  });

  it('PUT /admin/node/{nodeid} accepts maintenance in v1 only', async () => {
    const replies = await both('PUT', '/admin/node/2', { json: { state: 'maintenance' } }, 'admin');
    expect(replies.map((r) => r.status)).toEqual([200, 400]);
  });
});

describe('request-parser arguments and masks', () => {
  it('reads query-documented arguments from the JSON body too', async () => {
    const { installation, user } = running.v2;
    const reply = await call(installation.baseUrl, 'PUT', '/job/1', {
      auth: user,
      json: { name: 'from-body', priority: '9' },
    });
    expect((reply.json!.result as object[])[0]).toMatchObject({ name: 'from-body', priority: 9 });
  });

  it('narrows marshalled results with X-Fields', async () => {
    const { installation, user } = running.v2;
    const reply = await call(installation.baseUrl, 'GET', '/job/1', {
      auth: user,
      headers: { 'X-Fields': '{id,state}' },
    });
    expect(reply.json!.result).toEqual([{ id: 1, state: 'finished' }]);
  });
});
