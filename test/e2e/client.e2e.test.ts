import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  seedUsers,
  startInstallation,
  type RunningInstallation,
} from '../../fixtures/installation/server.js';
import { failure, generateAndImport, type GeneratedModule, type LooseClient } from './harness.js';

/**
 * The generated client against the reference installation, over real HTTP, for each
 * rendering of the document: every access level, every error kind, the session's life.
 * Calls go through `request('METHOD /path')`, which is the same in every version.
 */
const VERSIONS = ['v1', 'v2', 'v2-oas30', 'v2-oas31'] as const;
const { user, noAddJob, tenantAdmin, superadmin } = seedUsers;
const credentials = (who: { username: string; password: string }) => ({
  username: who.username,
  password: who.password,
});

describe.each(VERSIONS)('generated client, %s', (version) => {
  let server: RunningInstallation;
  let api: GeneratedModule;
  const client = (options: Record<string, unknown> = {}): LooseClient =>
    api.createClient({ baseUrl: server.baseUrl, ...options });

  beforeAll(async () => {
    server = await startInstallation({
      version,
      validtoFormat: version === 'v2-oas30' ? 'epoch' : 'iso',
    });
    api = await generateAndImport(server.baseUrl);
  }, 120_000);
  afterAll(() => server?.close());

  it('a user logs in, reads permissions, submits, lists, reads and cancels a job', async () => {
    const c = client();
    const session = await c.login(credentials(user));
    expect(session).toMatchObject({
      // v2 types the login result's userid as a string, and sends it so.
      userid: version === 'v1' ? user.userid : String(user.userid),
      session: expect.any(String),
      token: expect.any(String),
    });
    expect(api.parseValidTo(session.validto)).toBeGreaterThan(Date.now());
    const permission = await c.request('GET /user/permission');
    expect(permission.realmadmin).toBe(false);
    const job = await c.request('POST /job', {
      body: { name: 'e2e', command: 'true', queue: 'default', project: 1 },
    });
    expect(job).toMatchObject({ name: 'e2e', id: expect.any(Number) });
    const jobs = await c.job.list();
    expect(jobs.map((j: { id: number }) => j.id)).toContain(job.id);
    expect(await c.request('GET /job/{jobid}', { path: { jobid: job.id } })).toMatchObject({
      id: job.id,
    });
    const cancelPath = version === 'v1' ? 'POST /job/{id}/cancel' : 'POST /job/{jobid}/cancel';
    const param = version === 'v1' ? { id: job.id } : { jobid: job.id };
    await c.request(cancelPath, { path: param });
    expect((await c.request('GET /job/{jobid}', { path: { jobid: job.id } })).state).toBe(
      'cancelled',
    );
  });

  it('the X-Fields mask narrows the result', async () => {
    const c = client();
    await c.login(credentials(user));
    const jobs = await c.job.list({}, { fields: '{id,name}' });
    expect(jobs.length).toBeGreaterThan(0);
    for (const job of jobs) expect(Object.keys(job).sort()).toEqual(['id', 'name']);
  });

  it('each access level gets what it may, and typed errors for the rest', async () => {
    const admin = client();
    await admin.login(credentials(tenantAdmin));
    expect(Array.isArray(await admin.request('GET /admin/user'))).toBe(true);
    const refused = await failure(admin.request('GET /superadmin/realm'));
    expect(refused).toBeInstanceOf(api.ApiError);
    // The service says 401 to a valid session without superadmin rights: a refusal.
    expect(refused).toMatchObject({
      kind: 'forbidden',
      status: 401,
      serviceMessage: 'Superadmin only',
      method: 'GET',
      path: '/superadmin/realm',
    });
    const root = client();
    await root.login(credentials(superadmin));
    expect((await root.request('GET /superadmin/realm')).length).toBeGreaterThan(0);
    const plain = client();
    await plain.login(credentials(user));
    expect(await failure(plain.request('GET /admin/user'))).toMatchObject({
      kind: 'forbidden',
      status: 403,
    });
    const viewer = client();
    await viewer.login(credentials(noAddJob));
    const denied = await failure(
      viewer.request('POST /job', {
        body: { name: 'x', command: 'y', queue: 'default', project: 1 },
      }),
    );
    expect(denied).toMatchObject({ kind: 'forbidden', operationId: expect.any(String) });
    expect(denied.message).toContain('add-job');
  });

  it('not found, invalid input, conflict, wrong credentials', async () => {
    const c = client();
    await c.login(credentials(tenantAdmin));
    expect(
      await failure(c.request('GET /job/{jobid}', { path: { jobid: 999_999 } })),
    ).toMatchObject({ kind: 'not-found', status: 404 });
    expect(await failure(c.request('POST /job', { body: { name: 'no command' } }))).toMatchObject({
      kind: 'invalid-input',
      status: 400,
    });
    const group = { body: { name: 'researchers' } };
    expect(await failure(c.request('POST /admin/group', group))).toMatchObject({
      kind: 'conflict',
      status: 409,
    });
    const wrong = await failure(client().login({ username: user.username, password: 'nope' }));
    expect(wrong).toMatchObject({ kind: 'unauthorized', status: 401 });
  });

  it('logout ends the session: later calls are refused; a session can move to another client', async () => {
    const c = client();
    await c.login(credentials(user));
    const moved = client({ session: c.session() });
    expect(await moved.request('GET /user/permission')).toBeDefined();
    await c.logout();
    expect(c.session()).toBeUndefined();
    expect(await failure(c.request('GET /user/permission'))).toMatchObject({
      kind: 'unauthorized',
      status: 401,
    });
    expect(await failure(moved.request('GET /user/permission'))).toMatchObject({
      kind: 'unauthorized',
      status: 401,
    });
  });

  it('uploads multipart from a Uint8Array and a Blob, downloads as Blob and ArrayBuffer', async () => {
    const c = client();
    await c.login(credentials(user));
    const bucket = `e2e-${version}`;
    await c.request('POST /storage/bucket', { body: { name: bucket } });
    const bytes = new TextEncoder().encode('hello, bytes');
    const upload = (key: string, file: Blob | Uint8Array) =>
      c.request('POST /storage/bucket/{bucket}/file', { path: { bucket }, body: { key, file } });
    expect(await upload('notes/a.txt', bytes)).toMatchObject({ key: 'notes/a.txt' });
    await upload('b.bin', new Blob([bytes], { type: 'application/octet-stream' }));
    const download = 'GET /storage/bucket/{bucket}/file/{key}';
    const blob = await c.request(download, { path: { bucket, key: 'notes/a.txt' } });
    expect(blob).toBeInstanceOf(Blob);
    expect(await blob.text()).toBe('hello, bytes');
    const buffer = await c.request(
      download,
      { path: { bucket, key: 'b.bin' } },
      { binaryAs: 'arraybuffer' },
    );
    expect(new Uint8Array(buffer)).toEqual(bytes);
  });

  it('reads a job log as a string (text/plain: no envelope, no JSON sniffing); errors stay typed', async () => {
    const c = client();
    await c.login(credentials(user));
    const job = await c.request('POST /job', {
      body: { name: 'log', command: 'true', queue: 'default', project: 1 },
    });
    const cancelPath = version === 'v1' ? 'POST /job/{id}/cancel' : 'POST /job/{jobid}/cancel';
    await c.request(cancelPath, { path: version === 'v1' ? { id: job.id } : { jobid: job.id } });
    const log = await c.job.log.text.get({ jobid: job.id });
    expect(log).toBe('queued\ncancelled by user\n');
    expect(await c.request('GET /job/{jobid}/log/text', { path: { jobid: job.id } })).toBe(log);
    const missing = await failure(c.job.log.text.get({ jobid: 999_999 }));
    expect(missing).toMatchObject({ kind: 'not-found', status: 404 });
  });

  it('network, timeout and abort become typed errors', async () => {
    const closed = api.createClient({ baseUrl: 'http://127.0.0.1:9' });
    expect(await failure(closed.request('GET /auth'))).toMatchObject({ kind: 'network' });
    const hanging = (request: Request) =>
      new Promise<Response>((_resolve, reject) =>
        request.signal.addEventListener('abort', () => reject(request.signal.reason)),
      );
    const slow = client({ fetch: hanging, timeoutMs: 50 });
    expect(await failure(slow.request('GET /auth'))).toMatchObject({ kind: 'timeout' });
    const controller = new AbortController();
    const pending = client({ fetch: hanging }).request('GET /auth', undefined, {
      signal: controller.signal,
    });
    controller.abort();
    expect(await failure(pending)).toMatchObject({ kind: 'aborted' });
  });
});

describe('token expiry (v2, tokens live one second)', () => {
  let server: RunningInstallation;
  let api: GeneratedModule;
  beforeAll(async () => {
    server = await startInstallation({ version: 'v2', tokenLifetimeSeconds: 1 });
    api = await generateAndImport(server.baseUrl);
  }, 120_000);
  afterAll(() => server?.close());

  it('without a credentials callback, an expired token is a typed error before the call', async () => {
    const c = api.createClient({ baseUrl: server.baseUrl });
    await c.login(credentials(user));
    await new Promise((resolve) => setTimeout(resolve, 1_100));
    expect(await failure(c.request('GET /user/permission'))).toMatchObject({
      kind: 'expired',
      status: undefined,
    });
  });

  it('with one, the client logs in again once, however many calls are in flight', async () => {
    let logins = 0;
    let asked = 0;
    const counting = (request: Request) => {
      if (request.method === 'POST' && request.url.endsWith('/api/auth')) logins++;
      return fetch(request);
    };
    const provider = async () => (asked++, credentials(user));
    const c = api.createClient({ baseUrl: server.baseUrl, fetch: counting, credentials: provider });
    await c.login(credentials(user));
    await new Promise((resolve) => setTimeout(resolve, 1_100));
    const results = await Promise.all(
      Array.from({ length: 5 }, () => c.request('GET /user/permission')),
    );
    expect(results).toHaveLength(5);
    expect({ logins, asked }).toEqual({ logins: 2, asked: 1 });
  });
});

describe('with the validators target, index.ts wires them into createClient (v2)', () => {
  let server: RunningInstallation;
  let api: GeneratedModule;
  beforeAll(async () => {
    server = await startInstallation({ version: 'v2' });
    api = await generateAndImport(server.baseUrl, 'types,client,validators');
  }, 120_000);
  afterAll(() => server?.close());

  it('strict validation reports drift: decimals documented as numbers arrive as strings', async () => {
    const c = api.createClient({ baseUrl: server.baseUrl, validate: 'responses' });
    await c.login(credentials(user));
    const drift = await failure(c.job.list());
    expect(drift).toBeInstanceOf(api.ApiError);
    expect(drift).toMatchObject({
      name: 'ValidationError',
      kind: 'validation',
      direction: 'response',
      operationId: 'get_job_list',
    });
    expect(drift.message).toContain('cost');
  });

  it('lenient responses pass; a request that breaks the document fails before it is sent', async () => {
    let sent = 0;
    const counting = (request: Request) => (sent++, fetch(request));
    const c = api.createClient({
      baseUrl: server.baseUrl,
      validate: 'both',
      validation: { mode: 'lenient' },
      fetch: counting,
    });
    await c.login(credentials(user));
    expect((await c.job.list()).length).toBeGreaterThan(0);
    expect(await c.request('GET /user/permission')).toHaveProperty('realmadmin');
    // A text result is validated as the string the document's text/plain implies.
    expect(typeof (await c.job.log.text.get({ jobid: 1 }))).toBe('string');
    const before = sent;
    const error = await failure(c.request('POST /job', { body: { name: 42 } }));
    expect(error).toMatchObject({
      name: 'ValidationError',
      direction: 'request',
      operationId: 'post_job_list',
    });
    expect(sent).toBe(before);
  });

  it('lenient mode converts the decimals the installation sends as strings to the numbers typed', async () => {
    const sent: unknown[] = [];
    const recording = (request: Request) =>
      fetch(request).then(async (response) => {
        if (request.method === 'GET' && request.url.endsWith('/api/job'))
          sent.push(...((await response.clone().json()) as { result: unknown[] }).result);
        return response;
      });
    const c = api.createClient({
      baseUrl: server.baseUrl,
      validate: 'both',
      validation: { mode: 'lenient' },
      fetch: recording,
    });
    await c.login(credentials(user));
    const jobs = (await c.job.list()) as { cost?: unknown }[];
    const wire = sent as { cost?: unknown }[];
    // The server really sends strings ("3.00"); the client returns numbers, as types.ts says.
    expect(wire.some((job) => typeof job.cost === 'string')).toBe(true);
    expect(jobs).toHaveLength(wire.length);
    for (const [i, job] of jobs.entries()) {
      const raw = wire[i]!.cost;
      if (raw === undefined) continue;
      expect(job.cost).toBe(Number(raw));
      expect(typeof job.cost).toBe('number');
    }
  });

  it('a masked answer validates in strict and lenient mode: absent fields pass, present ones are checked', async () => {
    for (const validation of [undefined, { mode: 'lenient' }]) {
      const c = api.createClient({ baseUrl: server.baseUrl, validate: 'both', validation });
      await c.login(credentials(user));
      const jobs = await c.job.list({}, { fields: ['id', 'state'] });
      expect(jobs.length).toBeGreaterThan(0);
      for (const job of jobs) expect(Object.keys(job).sort()).toEqual(['id', 'state']);
      const one = await c.job.get({ jobid: jobs[0].id }, { fields: '{id}' });
      expect(one).toEqual({ id: jobs[0].id });
    }
    const wrongId = (request: Request) =>
      fetch(request).then(async (response) => {
        if (request.method !== 'GET' || !request.url.endsWith('/api/job')) return response;
        const body = (await response.json()) as { result: Record<string, unknown>[] };
        body.result[0]!.id = 'seven';
        return new Response(JSON.stringify(body), { status: response.status });
      });
    const c = api.createClient({ baseUrl: server.baseUrl, validate: 'responses', fetch: wrongId });
    await c.login(credentials(user));
    const error = await failure(c.job.list({}, { fields: ['id'] }));
    expect(error).toMatchObject({ kind: 'validation', direction: 'response' });
    expect(error.errors).toContainEqual(expect.objectContaining({ path: '/result/0/id' }));
  });

  // The same generated v2 output (types, client, validators) as the tests above: generated once.
  describe('the session follows the document (v2: userid is a string)', () => {
    it('a string userid survives login, validation, export and reuse', async () => {
      const c = client(api, server, { validate: 'responses', validation: { mode: 'lenient' } });
      const session = await c.login(credentials(user));
      expect(session.userid).toBe(String(user.userid));
      const moved = client(api, server, { session: c.session() });
      expect(moved.session()?.userid).toBe(String(user.userid));
      expect(await moved.request('GET /user/permission')).toHaveProperty('realmadmin');
    });

    it('a login result that breaks the document is a ValidationError with validate on', async () => {
      const numeric = (request: Request) =>
        fetch(request).then(async (response) => {
          if (request.method !== 'POST' || !request.url.endsWith('/api/auth')) return response;
          const body = (await response.json()) as { result: Record<string, unknown>[] };
          body.result[0]!.userid = 1;
          return new Response(JSON.stringify(body), { status: response.status });
        });
      const c = client(api, server, { validate: 'responses', fetch: numeric });
      const error = await failure(c.login(credentials(user)));
      expect(error).toMatchObject({ kind: 'validation', operationId: 'post_auth_resource' });
      expect(error.errors).toContainEqual(expect.objectContaining({ path: '/result/0/userid' }));
    });

    it('prepareCredentials builds the POST /auth body from the nonce', async () => {
      const seen: unknown[] = [];
      const c = client(api, server, {
        prepareCredentials: (input: Record<string, unknown>) => {
          seen.push(input);
          return { ...input, password: String(input.password).toUpperCase() };
        },
      });
      const error = await failure(c.login(credentials(user)));
      expect(error).toMatchObject({
        kind: 'unauthorized',
        serviceMessage: 'Wrong username or password',
      });
      expect(seen).toEqual([
        {
          username: user.username,
          password: user.password,
          nonce: expect.any(Number),
          session: expect.any(String),
        },
      ]);
    });
  });
});

describe('retries, middleware and refusals against the installation (v2)', () => {
  let server: RunningInstallation;
  let api: GeneratedModule;
  beforeAll(async () => {
    server = await startInstallation({ version: 'v2' });
    api = await generateAndImport(server.baseUrl);
  }, 120_000);
  afterAll(() => server?.close());

  it('a GET answered 503 with Retry-After is sent again after the wait, and succeeds', async () => {
    const c = client(api, server, { retry: { baseDelayMs: 1 } });
    await c.login(credentials(user));
    server.unavailable('GET /job', '1');
    const before = server.hits('GET /job');
    const started = Date.now();
    expect(Array.isArray(await c.job.list())).toBe(true);
    expect(server.hits('GET /job') - before).toBe(2);
    expect(Date.now() - started).toBeGreaterThanOrEqual(950);
  });

  it('a POST is not retried by default, only when the policy names POST', async () => {
    const c = client(api, server, { retry: true });
    await c.login(credentials(user));
    const body = { name: 'once', command: 'true', queue: 'default', project: 1 };
    server.unavailable('POST /job', '0');
    const before = server.hits('POST /job');
    const error = await failure(c.job.submit({ body }));
    expect(error).toMatchObject({ kind: 'server', status: 503 });
    expect(server.hits('POST /job') - before).toBe(1);
    server.unavailable('POST /job', '0');
    const job = await c.job.submit({ body }, { retry: { methods: ['POST'] } });
    expect(job).toMatchObject({ name: 'once' });
    expect(server.hits('POST /job') - before).toBe(3);
  });

  it('middleware runs in order around every attempt, and may add headers', async () => {
    const log: string[] = [];
    const hook = (name: string) => ({
      onRequest: ({ request, operation }: { request: Request; operation: { id: string } }) => {
        log.push(`${name}>`);
        if (operation.id !== 'get_job_list') return undefined;
        // The server proves the replaced request was sent: it narrows the answer to ids.
        const headers = new Headers(request.headers);
        headers.set('X-Fields', '{id}');
        return new Request(request, { headers });
      },
      onResponse: ({ response }: { response: Response }) =>
        void log.push(`<${name} ${response.status}`),
    });
    const c = client(api, server, { middleware: [hook('client')] });
    await c.login(credentials(user));
    log.length = 0;
    const jobs = await c.job.list({}, { middleware: [hook('call')] });
    expect(log).toEqual(['client>', 'call>', '<call 200', '<client 200']);
    for (const job of jobs) expect(Object.keys(job)).toEqual(['id']);
  });

  it('a superadmin route refuses a tenant admin as forbidden; without a session it is unauthorized', async () => {
    const admin = client(api, server);
    await admin.login(credentials(tenantAdmin));
    const refused = await failure(admin.superadmin.realm.list());
    expect(refused).toMatchObject({
      kind: 'forbidden',
      status: 401,
      serviceMessage: 'Superadmin only',
    });
    expect(refused.message).toContain(`at ${server.baseUrl}/api`);
    const anonymous = await failure(client(api, server).superadmin.realm.list());
    expect(anonymous).toMatchObject({ kind: 'unauthorized', status: 401 });
  });
});

function client(api: GeneratedModule, server: RunningInstallation, options = {}): LooseClient {
  return api.createClient({ baseUrl: server.baseUrl, ...options });
}
