/**
 * One program, written once against the client generated from v1 and v2 of the reference
 * installation (`--source 1.0=… --source 2.0=…`), run against an installation of each
 * version and against the mocks of each. The tests copy it beside the generated `api/`
 * directory, compile it with the strictest options and run it (docs/versions.md).
 */
import { connect, type ConnectOptions } from './api/index.js';

export interface Credentials {
  username: string;
  password: string;
}

export interface StoryResult {
  version: '1.0' | '2.0';
  matchedBy: string;
  realmadmin: boolean | null | undefined;
  queues: number;
  jobName: string;
  /** `GET /job/stats` (only version 2.0 has it): the fields it answered. */
  stats: string[] | undefined;
}

export async function story(
  baseUrl: string,
  credentials: Credentials,
  options: ConnectOptions = {},
): Promise<StoryResult> {
  const api = await connect(baseUrl, options);
  await api.login(credentials);
  // The same in every version: no narrowing.
  const permission = await api.common.user.permission.get();
  const queues = await api.common.queue.list();
  // POST /job needs a project in 2.0 only: each version's own method, after narrowing.
  const body = { name: 'story', command: 'true', queue: 'default' };
  const job =
    api.version === '2.0'
      ? await api.job.submit({ body: { ...body, project: 1 } })
      : await api.job.submit({ body });
  const again = await api.common.job.get({ jobid: job.id });
  let stats: string[] | undefined;
  if (api.version === '2.0') stats = Object.keys(await api.job.stats.get());
  await api.logout();
  return {
    version: api.version,
    matchedBy: api.connection.matchedBy,
    realmadmin: permission.realmadmin,
    queues: queues.length,
    jobName: again.name,
    stats,
  };
}
