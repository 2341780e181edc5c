import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { setupServer } from 'msw/node';
import type { RequestHandler } from 'msw';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { availableTargets, emit } from '../../src/emit/index.js';
import { normalise } from '../../src/normalise/index.js';
import { repoRoot } from '../helpers/cli.js';
import { writeInRepo } from './harness.js';

/**
 * One story through the generated MSW handlers and the generated client, run by
 * msw-env-*.test.ts under each environment a downstream test suite uses (Node, jsdom,
 * happy-dom: each brings its own fetch, Request and Headers). Login, then calls that need
 * the Session and Token headers, then logout: a handler that read a header by the case it
 * was sent in (happy-dom's Headers keep it) answered every call after login with 401.
 */
interface Client {
  login(credentials: { username: string; password: string }): Promise<unknown>;
  logout(): Promise<void>;
  request(key: string, params?: unknown): Promise<unknown>;
}

const baseUrl = 'https://jobs.example.com';

async function statusOf(call: Promise<unknown>): Promise<number | undefined> {
  try {
    await call;
    return 200;
  } catch (error) {
    return (error as { status?: number }).status;
  }
}

export function mswStory(environment: string): void {
  const document = JSON.parse(
    readFileSync(join(repoRoot, 'fixtures/installation/docs/v2.json'), 'utf8'),
  );
  const server = setupServer();
  let output: { remove(): void } | undefined;
  let createClient: (options: { baseUrl: string }) => Client;

  beforeAll(async () => {
    const files = await emit(normalise({ document }), {
      targets: availableTargets(),
      specforgeVersion: '0.0.0-test',
    });
    const written = writeInRepo(files, true);
    output = written;
    const url = (path: string) => pathToFileURL(join(written.dir, path)).href;
    createClient = ((await import(url('index.js'))) as { createClient: typeof createClient })
      .createClient;
    const mocks = (await import(url('mocks/index.js'))) as { handlers: RequestHandler[] };
    server.listen({ onUnhandledRequest: 'error' });
    server.resetHandlers(...mocks.handlers);
  });

  afterAll(() => {
    server.close();
    output?.remove();
  });

  it(`${environment}: logs in, reads and writes with the session headers, logs out`, async () => {
    const api = createClient({ baseUrl });
    expect(await statusOf(api.request('GET /job'))).toBe(401);
    await api.login({ username: 'user@example.com', password: 'user-secret' });
    const jobs = (await api.request('GET /job')) as { id: number }[];
    expect(jobs.length).toBeGreaterThan(0);
    const body = { name: 'nightly', queue: 'batch', command: 'run.sh', project: 1 };
    const job = (await api.request('POST /job', { body })) as { id: number; name: string };
    expect(job.name).toBe('nightly');
    expect(await api.request('GET /job/{jobid}', { path: { jobid: job.id } })).toEqual(job);
    await api.logout();
    expect(await statusOf(api.request('GET /job'))).toBe(401);
  });
}
