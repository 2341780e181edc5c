import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  seedUsers,
  startInstallation,
  type RunningInstallation,
} from '../../fixtures/installation/server.js';
import { failure, generateAndImport, type GeneratedModule } from './harness.js';
import { startFront, startThief, type Divert, type Recording } from './redirect-servers.js';

/**
 * Credentials never leave their origin (issue 29, items 1–2): the generated client against
 * the reference installation behind a front that answers chosen requests with a redirect,
 * while a server on another origin records whatever reaches it.
 */
const { user } = seedUsers;
const credentials = { username: user.username, password: user.password };
const job = { name: 'moved', command: 'true', queue: 'default', project: 1 };

/** The error a call failed with, or what it resolved with (checked after the thief's record). */
const outcome = (call: Promise<unknown>): Promise<any> => call.catch((error: unknown) => error);

describe('generated client: redirects', () => {
  let installation: RunningInstallation;
  let front: Recording;
  let thief: Recording;
  let api: GeneratedModule;
  let divert: Divert = () => undefined;
  const client = () => api.createClient({ baseUrl: front.url });

  beforeAll(async () => {
    installation = await startInstallation({ version: 'v2' });
    thief = await startThief();
    front = await startFront(installation.baseUrl, () => divert);
    api = await generateAndImport(installation.baseUrl);
  }, 120_000);
  afterAll(async () => {
    await Promise.all([front?.close(), thief?.close(), installation?.close()]);
  });
  beforeEach(() => {
    divert = () => undefined;
    thief.received.length = 0;
  });

  it('login never follows a redirect: a 307 of POST /auth to another origin gets no password', async () => {
    const steal = `${thief.url}/steal`;
    divert = (r) =>
      r.method === 'POST' && r.url === '/api/auth' ? { status: 307, location: steal } : undefined;
    const error = await outcome(client().login(credentials));
    expect(thief.received).toEqual([]);
    expect(error).toBeInstanceOf(api.ApiError);
    expect(error).toMatchObject({ kind: 'http', status: 307, operationId: 'post_auth' });
    expect(error.message).toContain(`login was redirected to ${steal}; not followed`);
  });

  it('nor within the origin: a login redirected to the same installation is refused too', async () => {
    divert = (r) =>
      r.method === 'GET' && r.url === '/api/auth'
        ? { status: 302, location: '/api/auth?again=1' }
        : undefined;
    const error = await failure(client().login(credentials));
    expect(error.message).toContain(`login was redirected to ${front.url}/api/auth?again=1`);
  });

  it('a GET answered 302 to another origin is an error naming it; no Session or Token arrive there', async () => {
    const c = client();
    await c.login(credentials);
    divert = (r) =>
      r.method === 'GET' && r.url.startsWith('/api/job')
        ? { status: 302, location: `${thief.url}/collect` }
        : undefined;
    const error = await outcome(c.job.list());
    expect(thief.received).toEqual([]);
    expect(error).toMatchObject({ kind: 'http', status: 302, operationId: 'get_job_list' });
    expect(error.message).toContain(`redirected to ${thief.url}/collect, another origin`);
  });

  it('a body is never resent to another origin (a POST answered 307)', async () => {
    const c = client();
    await c.login(credentials);
    divert = (r) =>
      r.method === 'POST' && r.url === '/api/job'
        ? { status: 307, location: `${thief.url}/job` }
        : undefined;
    const error = await outcome(c.job.submit({ body: job }));
    expect(thief.received).toEqual([]);
    expect(error).toMatchObject({ status: 307 });
  });

  it('within the origin: a 307 keeps method, body and credentials; a 302 of a GET is followed', async () => {
    const c = client();
    await c.login(credentials);
    divert = (r) => {
      if (r.method === 'POST' && r.url === '/api/job')
        return { status: 307, location: '/api/job?moved=1' };
      if (r.method === 'GET' && r.url === '/api/job')
        return { status: 302, location: '/api/job?hop=1' };
      return undefined;
    };
    const before = front.received.length;
    const created = await c.job.submit({ body: job });
    expect(created).toMatchObject({ name: 'moved', id: expect.any(Number) });
    const resent = front.received.slice(before).find((r) => r.url === '/api/job?moved=1');
    expect(resent).toMatchObject({ method: 'POST', headers: { session: expect.any(String) } });
    expect(JSON.parse(resent!.body)).toEqual(job);
    const jobs = await c.job.list();
    expect(jobs.map((j: { id: number }) => j.id)).toContain(created.id);
  });

  it('a 303 within the origin becomes a GET without the body', async () => {
    const c = client();
    await c.login(credentials);
    divert = (r) =>
      r.method === 'POST' && r.url === '/api/job'
        ? { status: 303, location: '/api/job' }
        : undefined;
    const before = front.received.length;
    // The GET answers the list: the single-object result is its first item.
    await c.job.submit({ body: job });
    const next = front.received.slice(before)[1];
    expect(next).toMatchObject({ method: 'GET', url: '/api/job', body: '' });
    expect(next?.headers['content-type']).toBeUndefined();
  });

  it('a redirect loop within the origin stops after ten hops', async () => {
    const c = client();
    await c.login(credentials);
    divert = (r) =>
      r.method === 'GET' && r.url.startsWith('/api/job')
        ? { status: 302, location: '/api/job?loop' }
        : undefined;
    const error = await failure(c.job.list());
    expect(error.message).toContain('more than 10 redirects');
  });
});
