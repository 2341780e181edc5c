import { setupServer } from 'msw/node';
import type { QueryClient } from '@tanstack/query-core';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { generateAll, type Api, type Generated, type Job } from './harness.js';

/**
 * The generated query options run by @tanstack/query-core's QueryClient, against the
 * generated client and the generated MSW mocks (a stateful mock installation): what a
 * dashboard does — a list that refreshes after a submit, a job page that polls until the
 * job ends, a list paged as an infinite query, a refused submit, a cancelled request.
 */
const baseUrl = 'https://jobs.example.com';
const server = setupServer();
let generated: Generated;
let client: QueryClient;
let core: typeof import('@tanstack/query-core');

beforeAll(async () => {
  // query-core runs refetchInterval only in a browser (it tests `typeof window`): this
  // suite stands in for a dashboard, so it gets a window before query-core loads.
  (globalThis as { window?: unknown }).window ??= globalThis;
  core = await import('@tanstack/query-core');
  generated = await generateAll();
  server.listen({ onUnhandledRequest: 'error' });
}, 60_000);

afterAll(() => {
  server.close();
  generated?.remove();
});

beforeEach(() => {
  server.resetHandlers(...generated.mocks.handlers);
  generated.mocks.installation.reset();
  client = new core.QueryClient({ defaultOptions: { queries: { retry: false } } });
});

async function loggedIn(username = 'user@example.com', password = 'user-secret', fetcher?: typeof fetch): Promise<Api> {
  const api = generated.client.createClient({ baseUrl, ...(fetcher && { fetch: fetcher }) });
  await api.login({ username, password });
  return api;
}

const newJob = { body: { name: 'nightly', queue: 'batch', command: 'run.sh', project: 1 } };

/** Resolves when `check` holds, polling every 5 ms (fails the test after 3 s). */
async function until(check: () => boolean): Promise<void> {
  const started = Date.now();
  while (!check()) {
    if (Date.now() - started > 3000) throw new Error('timed out waiting');
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}

describe('generated TanStack Query options with QueryClient and the MSW mocks', () => {
  it('fetches a list under its hierarchical key', async () => {
    const api = await loggedIn();
    const options = generated.query.jobListQueryOptions(api);
    expect(options.queryKey).toEqual(['job', 'list', {}]);
    const jobs = await client.fetchQuery(options);
    expect(jobs.length).toBeGreaterThan(0);
    expect(client.getQueryData(['job', 'list', {}])).toEqual(jobs);
  });

  it('submits: the list is invalidated and refetched, and holds the new job', async () => {
    const api = await loggedIn();
    const list = new core.QueryObserver(client, generated.query.jobListQueryOptions(api));
    const unsubscribe = list.subscribe(() => {});
    await until(() => list.getCurrentResult().isSuccess);
    const before = list.getCurrentResult().dataUpdatedAt;
    const submit = new core.MutationObserver(client, generated.query.jobSubmitMutationOptions(api));
    const job = await submit.mutate(newJob);
    // onSuccess waits for the refetch: the list is fresh when mutate resolves.
    const result = list.getCurrentResult();
    expect(result.dataUpdatedAt).toBeGreaterThan(before);
    expect(result.data?.map((j) => j.id)).toContain(job.id);
    expect(generated.query.invalidates['job.submit']?.()).toContainEqual(['job', 'list']);
    unsubscribe();
  });

  it('polls a job until it is cancelled, then stops', async () => {
    const api = await loggedIn();
    const job = await new core.MutationObserver(client, generated.query.jobSubmitMutationOptions(api)).mutate(newJob);
    expect(generated.query.jobGetTerminal).toEqual(['finished', 'failed', 'cancelled']);
    const options = { ...generated.query.jobGetQueryOptions(api, { jobid: job.id }), refetchInterval: generated.query.jobGetPolling(10) };
    const observer = new core.QueryObserver(client, options);
    const unsubscribe = observer.subscribe(() => {});
    const query = () => client.getQueryCache().find({ queryKey: ['job', 'get', { jobid: job.id }] });
    await until(() => (query()?.state.dataUpdateCount ?? 0) >= 3);
    expect(observer.getCurrentResult().data?.state).not.toBe('cancelled');
    await new core.MutationObserver(client, generated.query.jobCancelMutationOptions(api)).mutate({ jobid: job.id });
    await until(() => observer.getCurrentResult().data?.state === 'cancelled');
    const fetches = query()?.state.dataUpdateCount;
    await new Promise((resolve) => setTimeout(resolve, 80));
    expect(query()?.state.dataUpdateCount).toBe(fetches);
    unsubscribe();
  });

  it('pages an infinite query through 3 pages by limit/offset, and stops at the end', async () => {
    const api = await loggedIn();
    const submit = new core.MutationObserver(client, generated.query.jobSubmitMutationOptions(api));
    let all = await client.fetchQuery(generated.query.jobListQueryOptions(api));
    // 3 pages of `limit`, the last one short: 3 * limit - 1 jobs.
    const limit = Math.max(2, Math.ceil((all.length + 1) / 3));
    while (all.length < 3 * limit - 1) all = [...all, await submit.mutate(newJob)];
    const observer = new core.InfiniteQueryObserver(client, generated.query.jobListInfiniteQueryOptions(api, { limit }));
    const unsubscribe = observer.subscribe(() => {});
    await until(() => observer.getCurrentResult().isSuccess);
    while (observer.getCurrentResult().hasNextPage) await observer.fetchNextPage();
    const pages = observer.getCurrentResult().data?.pages ?? [];
    expect(pages.map((page) => page.length)).toEqual([limit, limit, limit - 1]);
    expect(observer.getCurrentResult().data?.pageParams).toEqual([0, limit, 2 * limit]);
    const listed = await client.fetchQuery(generated.query.jobListQueryOptions(api));
    expect(pages.flat().map((j: Job) => j.id)).toEqual(listed.map((j) => j.id));
    unsubscribe();
  });

  it('a refused submit fails the mutation with the generated ApiError', async () => {
    const viewer = await loggedIn('viewer@example.com', 'viewer-secret');
    const submit = new core.MutationObserver(client, generated.query.jobSubmitMutationOptions(viewer));
    const error = await submit.mutate(newJob).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(generated.client.ApiError);
    expect(error).toMatchObject({ status: 403, kind: 'forbidden', operationId: 'post_job_list' });
    expect(submit.getCurrentResult().error).toBe(error);
  });

  it('cancelling the query aborts its request', async () => {
    const slow = generated.mocks.createMockInstallation({ latencyMs: 300 });
    server.resetHandlers(...generated.mocks.createHandlers(slow, { baseUrl }));
    const signals: AbortSignal[] = [];
    const api = await loggedIn('user@example.com', 'user-secret', ((request: Request) => {
      signals.push(request.signal);
      return fetch(request);
    }) as typeof fetch);
    const pending = client.fetchQuery(generated.query.jobListQueryOptions(api)).catch((e: unknown) => e);
    await until(() => signals.length === 3); // GET + POST /auth, then GET /job
    await client.cancelQueries({ queryKey: ['job'] });
    expect(core.isCancelledError(await pending)).toBe(true);
    expect(signals[2]?.aborted).toBe(true);
  }, 10_000);
});
