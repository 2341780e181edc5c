// @vitest-environment jsdom
import { act, cleanup, renderHook, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { setupServer } from 'msw/node';
import { createElement, type ReactNode } from 'react';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { generateAll, type Api, type Generated, type Job } from './harness.js';

/**
 * The generated React hooks (`--targets query,react-query`) under jsdom, rendered by React
 * Testing Library with TanStack Query v5, against the generated client and MSW mocks (a
 * stateful mock installation): a list, a submit that refreshes it, infinite paging, a
 * refused write, and the caller's onSuccess running after the invalidation.
 */
const baseUrl = 'https://jobs.example.com';
const server = setupServer();
let generated: Generated;
let queryClient: QueryClient;

beforeAll(async () => {
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
  queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
});

afterEach(cleanup);

async function loggedIn(username = 'user@example.com', password = 'user-secret'): Promise<Api> {
  const api = generated.client.createClient({ baseUrl });
  await api.login({ username, password });
  return api;
}

/** Providers as an application sets them up: TanStack's client, then the API client. */
function wrapper(api: Api) {
  const ApiProvider = generated.hooks.ApiProvider as (props: {
    api: Api;
    children?: ReactNode;
  }) => ReactNode;
  return ({ children }: { children: ReactNode }) =>
    createElement(
      QueryClientProvider,
      { client: queryClient },
      createElement(ApiProvider, { api }, children),
    );
}

type QueryResult<T> = { data?: T; isSuccess: boolean; error: unknown; dataUpdatedAt: number };
type MutationResult<T> = { mutateAsync(variables: unknown): Promise<T>; error: unknown };
type InfiniteResult<T> = QueryResult<{ pages: T[]; pageParams: number[] }> & {
  hasNextPage: boolean;
  fetchNextPage(): Promise<unknown>;
};

const newJob = { body: { name: 'hooked', queue: 'batch', command: 'run.sh', project: 1 } };
const hook = <R>(name: string) => generated.hooks[name] as (...args: unknown[]) => R;

describe('generated React hooks (jsdom) with TanStack Query v5 and the MSW mocks', () => {
  it('useJobList fetches the list under its typed key', async () => {
    const api = await loggedIn();
    const { result } = renderHook(() => hook<QueryResult<Job[]>>('useJobList')(), {
      wrapper: wrapper(api),
    });
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(result.current.data?.length).toBeGreaterThan(0);
    expect(queryClient.getQueryData(['job', 'list', {}])).toEqual(result.current.data);
  });

  it('useJobList passes options through (select)', async () => {
    const api = await loggedIn();
    const select = (jobs: Job[]) => jobs.map((job) => job.name);
    const { result } = renderHook(() => hook<QueryResult<string[]>>('useJobList')({}, { select }), {
      wrapper: wrapper(api),
    });
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(result.current.data?.every((name) => typeof name === 'string')).toBe(true);
  });

  it('useJobSubmit invalidates the list (refetched with the new job) before the caller onSuccess runs', async () => {
    const api = await loggedIn();
    const seen: (number[] | undefined)[] = [];
    const onSuccess = () => {
      seen.push(queryClient.getQueryData<Job[]>(['job', 'list', {}])?.map((job) => job.id));
    };
    const { result } = renderHook(
      () => ({
        list: hook<QueryResult<Job[]>>('useJobList')(),
        submit: hook<MutationResult<Job>>('useJobSubmit')({ onSuccess }),
      }),
      { wrapper: wrapper(api) },
    );
    await waitFor(() => expect(result.current.list.isSuccess).toBe(true));
    let created: Job | undefined;
    await act(async () => {
      created = await result.current.submit.mutateAsync(newJob);
    });
    // The list was refetched before onSuccess: it already held the new job then.
    expect(seen).toHaveLength(1);
    expect(seen[0]).toContain(created?.id);
    await waitFor(() =>
      expect(result.current.list.data?.map((job) => job.id)).toContain(created?.id),
    );
  });

  it('useJobListInfinite pages by limit/offset until a short page', async () => {
    const api = await loggedIn();
    const all = (await api.request('GET /job', {})) as Job[];
    const limit = Math.max(1, Math.ceil(all.length / 2));
    const { result } = renderHook(
      () => hook<InfiniteResult<Job[]>>('useJobListInfinite')({ limit }),
      {
        wrapper: wrapper(api),
      },
    );
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    while (result.current.hasNextPage) {
      await act(async () => {
        await result.current.fetchNextPage();
      });
    }
    const pages = result.current.data?.pages ?? [];
    expect(pages.flat().map((job) => job.id)).toEqual(all.map((job) => job.id));
    expect(result.current.data?.pageParams[1]).toBe(limit);
  });

  it('a refused submit is the generated ApiError on the hook', async () => {
    const viewer = await loggedIn('viewer@example.com', 'viewer-secret');
    const { result } = renderHook(() => hook<MutationResult<Job>>('useJobSubmit')(), {
      wrapper: wrapper(viewer),
    });
    const error = await result.current.mutateAsync(newJob).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(generated.client.ApiError);
    expect(error).toMatchObject({ status: 403, kind: 'forbidden' });
    await waitFor(() => expect(result.current.error).toBe(error));
  });

  it('a hook outside ApiProvider says so', () => {
    const bare = ({ children }: { children: ReactNode }) =>
      createElement(QueryClientProvider, { client: queryClient }, children);
    expect(() => renderHook(() => hook('useJobList')(), { wrapper: bare })).toThrow(/ApiProvider/);
  });
});
