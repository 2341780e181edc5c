import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { setupServer } from 'msw/node';
import type { RequestHandler } from 'msw';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { availableTargets, emit } from '../../src/emit/index.js';
import { normalise } from '../../src/normalise/index.js';
import { repoRoot } from '../helpers/cli.js';
import { writeInRepo } from './harness.js';

/**
 * The generated MSW handlers as a downstream test suite uses them: msw/node's
 * setupServer with the generated client (both transpiled from the generated
 * TypeScript), no network.
 */
const document = JSON.parse(
  readFileSync(join(repoRoot, 'fixtures/installation/docs/v2.json'), 'utf8'),
);
const model = normalise({ document });
const files = await emit(model, { targets: availableTargets(), specforgeVersion: '0.0.0-test' });

type Request = (key: string, params?: unknown) => Promise<unknown>;
interface Client {
  login(credentials: { username: string; password: string }): Promise<unknown>;
  logout(): Promise<void>;
  request: Request;
}
interface Mocks {
  handlers: RequestHandler[];
  installation: {
    reset(): void;
    override(operation: string, answer: { status: number; times?: number }): () => void;
    respond(
      operation: string,
      responder: (
        request: { params: unknown },
        state: { items(key: string): unknown[] },
      ) => unknown,
    ): () => void;
  };
  createMockInstallation(options: { seed?: number }): unknown;
  createHandlers(installation: unknown, options: { baseUrl: string }): RequestHandler[];
}

const baseUrl = 'https://jobs.example.com';
let output: { dir: string; remove(): void };
let createClient: (options: { baseUrl: string }) => Client;
let mocks: Mocks;
const server = setupServer();

async function statusOf(call: Promise<unknown>): Promise<number | undefined> {
  try {
    await call;
    return 200;
  } catch (error) {
    return (error as { status?: number }).status;
  }
}

beforeAll(async () => {
  output = writeInRepo(files, true);
  const url = (path: string) => pathToFileURL(join(output.dir, path)).href;
  createClient = ((await import(url('index.js'))) as { createClient: typeof createClient })
    .createClient;
  mocks = (await import(url('mocks/index.js'))) as Mocks;
  server.listen({ onUnhandledRequest: 'error' });
});

afterAll(() => {
  server.close();
  output?.remove();
});

describe('generated MSW handlers with the generated client', () => {
  beforeEach(() => {
    server.resetHandlers(...mocks.handlers);
    mocks.installation.reset();
  });

  it('logs in, reads, creates and deletes through the handlers', async () => {
    const api = createClient({ baseUrl });
    await api.login({ username: 'user@example.com', password: 'user-secret' });
    const jobs = (await api.request('GET /job')) as { id: number }[];
    expect(jobs.length).toBeGreaterThan(0);
    const job = (await api.request('POST /job', {
      body: { name: 'nightly', queue: 'batch', command: 'run.sh', project: 1 },
    })) as { id: number; name: string };
    expect(job.name).toBe('nightly');
    expect(await api.request('GET /job/{jobid}', { path: { jobid: job.id } })).toEqual(job);
    await api.request('DELETE /job/{jobid}', { path: { jobid: job.id } });
    expect(await statusOf(api.request('GET /job/{jobid}', { path: { jobid: job.id } }))).toBe(404);
    await api.logout();
    expect(await statusOf(api.request('GET /job'))).toBe(401);
  });

  it('applies access levels and permissions', async () => {
    const viewer = createClient({ baseUrl });
    await viewer.login({ username: 'viewer@example.com', password: 'viewer-secret' });
    const body = { name: 'nightly', queue: 'batch', command: 'run.sh', project: 1 };
    expect(await statusOf(viewer.request('POST /job', { body }))).toBe(403);
    expect(await statusOf(viewer.request('GET /admin/user'))).toBe(403);
    expect(await statusOf(viewer.request('GET /superadmin/realm'))).toBe(401);
    const root = createClient({ baseUrl });
    await root.login({ username: 'root@example.com', password: 'root-secret' });
    expect(await statusOf(root.request('GET /superadmin/realm'))).toBe(200);
  });

  it('refuses invalid input with 400 and reaches documented statuses on demand', async () => {
    const api = createClient({ baseUrl });
    await api.login({ username: 'user@example.com', password: 'user-secret' });
    expect(await statusOf(api.request('POST /job', { body: { name: 'no queue' } }))).toBe(400);
    mocks.installation.override('GET /job/{jobid}', { status: 404, times: 1 });
    expect(await statusOf(api.request('GET /job/{jobid}', { path: { jobid: 1 } }))).toBe(404);
    expect(await statusOf(api.request('GET /job/{jobid}', { path: { jobid: 1 } }))).toBe(200);
    mocks.installation.override('POST /job', { status: 503, times: 1 });
    const body = { name: 'nightly', queue: 'batch', command: 'run.sh', project: 1 };
    expect(await statusOf(api.request('POST /job', { body }))).toBe(503);
  });

  it('answers with respond(): the test computes the result from the request and the state', async () => {
    const api = createClient({ baseUrl });
    await api.login({ username: 'user@example.com', password: 'user-secret' });
    const seen: unknown[] = [];
    mocks.installation.respond('GET /job', (request, state) => {
      seen.push(request.params);
      return (state.items('/job') as { id: number }[]).slice(0, 1);
    });
    const query = { state: ['queued', 'running'], limit: 5 };
    const jobs = (await api.request('GET /job', { query })) as { id: number }[];
    expect(jobs).toHaveLength(1);
    // An omitted parameter arrives with its documented default, as Flask-RESTX's parser gives it.
    expect(seen).toEqual([{ query: { ...query, offset: 0 } }]);
  });

  it('builds handlers for another origin and another seed', async () => {
    const other = mocks.createMockInstallation({ seed: 99 });
    server.resetHandlers(...mocks.createHandlers(other, { baseUrl: 'https://other.example.com' }));
    const api = createClient({ baseUrl: 'https://other.example.com' });
    await api.login({ username: 'user@example.com', password: 'user-secret' });
    const seeded = await api.request('GET /job');
    server.resetHandlers(...mocks.handlers);
    const shared = createClient({ baseUrl });
    await shared.login({ username: 'user@example.com', password: 'user-secret' });
    expect(await shared.request('GET /job')).not.toEqual(seeded);
  });
});
