// A downstream module using the generated query options with query-core's observers, as an
// adapter (React, Vue, Solid, Svelte, Angular) does: compiled strictly with the goldens.
import {
  InfiniteQueryObserver,
  MutationObserver,
  QueryClient,
  QueryObserver,
  type InfiniteData,
} from '@tanstack/query-core';
import { createClient, type ApiError } from '../v2/index.js';
import type { Job } from '../v2/types.js';
import {
  invalidates,
  jobCancelMutationOptions,
  jobGetPolling,
  jobGetQueryOptions,
  jobListInfiniteQueryOptions,
  jobListQueryOptions,
  jobSubmitMutationOptions,
  queryKeys,
} from '../v2/query.js';

const api = createClient({ baseUrl: 'https://jobs.example.com' });
const client = new QueryClient();

export async function typedDataAndErrors(): Promise<void> {
  const jobs: Job[] = await client.fetchQuery(jobListQueryOptions(api, { state: ['running'] }));
  const list = new QueryObserver(client, jobListQueryOptions(api)).getCurrentResult();
  const data: Job[] | undefined = list.data;
  const error: ApiError | null = list.error;
  const polled = new QueryObserver(client, {
    ...jobGetQueryOptions(api, { jobid: 7 }),
    refetchInterval: jobGetPolling(500),
  });
  const job: Job | undefined = polled.getCurrentResult().data;
  const pages = new InfiniteQueryObserver(client, jobListInfiniteQueryOptions(api, { limit: 20 }));
  const paged: InfiniteData<Job[]> | undefined = pages.getCurrentResult().data;
  const submit = new MutationObserver(client, jobSubmitMutationOptions(api));
  const created: Job = await submit.mutate({
    body: { name: 'nightly', queue: 'batch', command: 'run.sh', project: 1 },
  });
  const refused: ApiError | null = submit.getCurrentResult().error;
  await new MutationObserver(client, jobCancelMutationOptions(api)).mutate({ jobid: created.id });
  await client.invalidateQueries({ queryKey: queryKeys.job.get({ jobid: created.id }) });
  const stale = invalidates['job.cancel']({ jobid: created.id });
  void [jobs, data, error, job, paged, refused, stale];
}

// The keys carry their query's data type (TanStack's DataTag), as `queryOptions()` tags them:
// reading and writing the cache by key is typed, and a wrong value does not compile.
type Equals<A, B> =
  (<X>() => X extends A ? 1 : 2) extends <X>() => X extends B ? 1 : 2 ? true : false;

export function typedCache(created: Job): void {
  const key = jobListQueryOptions(api, { state: ['running'] }).queryKey;
  // Read without a contextual type (an annotated target would infer getQueryData's own type parameter).
  const cached = client.getQueryData(key);
  const exact: Equals<typeof cached, Job[] | undefined> = true;
  // @ts-expect-error the list's data is Job[], not one Job
  const wrong: Job | undefined = cached;
  client.setQueryData(key, (jobs) => [...(jobs ?? []), created]);
  // @ts-expect-error a list's cache entry cannot hold one Job
  client.setQueryData(key, created);
  // @ts-expect-error nor a list of something else
  client.setQueryData(queryKeys.job.list({}), [{ id: 'seven' }]);
  const one = client.getQueryData(queryKeys.job.get({ jobid: created.id }));
  const exactOne: Equals<typeof one, Job | undefined> = true;
  client.setQueryData(jobGetQueryOptions(api, { jobid: created.id }).queryKey, created);
  const pages = client.getQueryData(jobListInfiniteQueryOptions(api, { limit: 20 }).queryKey);
  const exactPages: Equals<typeof pages, InfiniteData<Job[], number> | undefined> = true;
  void [exact, wrong, exactOne, exactPages];
}
