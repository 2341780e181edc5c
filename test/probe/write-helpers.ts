import type { Store } from '../../fixtures/installation/state/store.js';
import { probe } from '../../src/probe/index.js';
import type { RecordingProxy } from './recording-proxy.js';
import { fourKindsOfUsers } from './users.js';

/** Shared by the `--allow-writes` e2e tests: the installation's record counts, and a probe through a proxy. */
export const limits = { concurrency: 4, budget: 1000, timeoutMs: 10_000 };

export const counts = (state: Store) => ({
  users: state.users.length,
  groups: state.groups.length,
  projects: state.projects.length,
  jobs: state.jobs.length,
  queues: state.queues.length,
  buckets: state.buckets.length,
  realms: state.realms.length,
  nodes: state.nodes.length,
});

export async function probeThrough(through: RecordingProxy, allowWrites: boolean) {
  const signal = new AbortController().signal;
  return (
    await probe({ source: through.baseUrl, users: fourKindsOfUsers, limits, signal, allowWrites })
  ).report;
}

export const writesOf = (p: RecordingProxy) =>
  p.requests.filter((r) => r.method !== 'GET' && r.method !== 'HEAD' && r.path !== '/api/auth');
