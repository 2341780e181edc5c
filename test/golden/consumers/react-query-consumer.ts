// A React application using the generated hooks and options as TanStack Query v5 users
// write them: compiled strictly with the goldens (no JSX: createElement keeps it a .ts file).
import { createElement } from 'react';
import {
  infiniteQueryOptions,
  mutationOptions,
  queryOptions,
  useQueryClient,
  useSuspenseQuery,
  type InfiniteData,
} from '@tanstack/react-query';
import { createClient, type ApiError } from '../v2/index.js';
import type { Job } from '../v2/types.js';
import {
  jobGetPolling,
  jobListInfiniteQueryOptions,
  jobListQueryOptions,
  jobSubmitMutationOptions,
  queryKeys,
} from '../v2/query.js';
import {
  ApiProvider,
  useApi,
  useJobCancel,
  useJobGet,
  useJobList,
  useJobListInfinite,
  useJobSubmit,
} from '../v2/react-query.js';

const api = createClient({ baseUrl: 'https://jobs.example.com' });

export const app = createElement(ApiProvider, { api }, createElement(Jobs));

function Jobs(): null {
  const jobs: Job[] | undefined = useJobList({ state: ['running'] }).data;
  const names: string[] | undefined = useJobList(
    {},
    { select: (list) => list.map((j) => j.name) },
  ).data;
  const error: ApiError | null = useJobList().error;
  const job: Job | undefined = useJobGet(
    { jobid: 7 },
    { refetchInterval: jobGetPolling(1000) },
  ).data;
  const pages: InfiniteData<Job[], number> | undefined = useJobListInfinite({ limit: 20 }).data;
  // @ts-expect-error jobid is required
  useJobGet({});
  const queryClient = useQueryClient();
  const submit = useJobSubmit({
    // Optimistic update: the cache entry is typed by its key.
    onMutate: async () => {
      const key = queryKeys.job.list({});
      const previous = queryClient.getQueryData(key);
      queryClient.setQueryData(key, (list) => list?.slice());
      return { previous };
    },
    onError: (_error, _variables, context) => {
      const previous: Job[] | undefined = context?.previous;
      queryClient.setQueryData(queryKeys.job.list({}), previous);
    },
    onSuccess: (created) => console.log(created.id),
  });
  submit.mutate({ body: { name: 'nightly', queue: 'batch', command: 'run.sh', project: 1 } });
  // @ts-expect-error the variables are the operation's arguments
  submit.mutate({ name: 'nightly' });
  const cancel = useJobCancel();
  cancel.mutate({ jobid: 7 });
  void [jobs, names, error, job, pages, useApi()];
  return null;
}

// The generated options pass through TanStack's own option builders unchanged.
export function Builders(): null {
  const list = queryOptions(jobListQueryOptions(api, { state: ['running'] }));
  const data: Job[] = useSuspenseQuery(list).data;
  const cached: Job[] | undefined = useQueryClient().getQueryData(list.queryKey);
  const paged = infiniteQueryOptions(jobListInfiniteQueryOptions(api, { limit: 10 }));
  const submit = mutationOptions(jobSubmitMutationOptions(api));
  void [data, cached, paged, submit];
  return null;
}
