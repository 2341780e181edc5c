/**
 * What must not compile: an operation of version 2.0 reached without narrowing, or on
 * version 1.0. Compiled with the strictest options beside the generated client; each
 * `@ts-expect-error` fails the compilation when its line stops being an error.
 */
import type { Api } from './api/index.js';

export async function reachOnlyAfterNarrowing(api: Api): Promise<void> {
  // @ts-expect-error GET /job/stats is in version 2.0 only: narrow on api.version first
  await api.job.stats.get();
  if (api.version === '1.0') {
    // @ts-expect-error version 1.0 has no GET /job/stats
    await api.job.stats.get();
    // @ts-expect-error version 1.0's client has no GET /job/stats in request() either
    await api.request('GET /job/stats');
  }
  if (api.version === '2.0') await api.job.stats.get();
  // @ts-expect-error api.common holds only what every version agrees on (POST /job differs)
  await api.common.job.submit({ body: { name: 'x', command: 'true', queue: 'default' } });
  await api.login({ username: 'user@example.com', password: 'secret' });
  await api.logout();
}
