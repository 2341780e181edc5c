/**
 * The query options of an operation every version shares are one function (shared/query.ts)
 * typed by the shared methods: it takes the client of either version, and its key still
 * carries the data type (`DataTag`), so `getQueryData` is typed. A version's own read takes
 * only that version's client. Compiled with the strictest options beside the generated
 * client (test/versions/query.test.ts); each `@ts-expect-error` fails when its line compiles.
 */
import type { QueryClient } from '@tanstack/query-core';
import { createClient as createClient1 } from './api/versions/1.0/client.js';
import { createClient as createClient2 } from './api/versions/2.0/client.js';
import * as q1 from './api/versions/1.0/query.js';
import * as q2 from './api/versions/2.0/query.js';
import { useAdminGroupList } from './api/versions/2.0/react-query.js';
import type { AdminGroupListResult } from './api/versions/1.0/types.js';
import type { JobStatsGetResult } from './api/versions/2.0/types.js';

export const one = createClient1({ baseUrl: 'http://127.0.0.1:9' });
export const two = createClient2({ baseUrl: 'http://127.0.0.1:9' });

export function sharedOptions(queryClient: QueryClient) {
  const fromOne = q1.adminGroupListQueryOptions(one);
  const fromTwo = q2.adminGroupListQueryOptions(two);
  // The shared function is the same in both modules: either version's client fits it.
  q1.adminGroupListQueryOptions(two);
  q2.adminGroupListQueryOptions(one);
  const groups: AdminGroupListResult | undefined = queryClient.getQueryData(fromOne.queryKey);
  const again: AdminGroupListResult | undefined = queryClient.getQueryData(fromTwo.queryKey);
  const data = queryClient.getQueryData(fromTwo.queryKey);
  // @ts-expect-error the key is tagged with the group list: its data is no string
  const wrong: string | undefined = data;
  const stats: JobStatsGetResult | undefined = queryClient.getQueryData(
    q2.jobStatsGetQueryOptions(two).queryKey,
  );
  // @ts-expect-error GET /job/stats is version 2.0's own: version 1.0's client lacks it
  q2.jobStatsGetQueryOptions(one);
  return { groups, again, wrong, stats };
}

/** The hook over the shared options keeps its data type. */
export function useGroups(): AdminGroupListResult | undefined {
  return useAdminGroupList().data;
}
