import { afterEach, describe, expect, it } from 'vitest';
import { type RunningInstallation, startInstallation } from '../../fixtures/installation/server.js';
import type { Store } from '../../fixtures/installation/state/store.js';
import { probe } from '../../src/probe/index.js';
import { recordingProxy, type RecordingProxy } from './recording-proxy.js';
import { fourKindsOfUsers } from './users.js';

/**
 * `--allow-writes` against the reference installation over HTTP: every collection the model
 * pairs is created, read, updated and deleted, nothing is left behind, no DELETE names a
 * record the probe did not create (watched through a recording proxy, and provoked by one
 * that answers a create with an existing record), and nothing is written under /superadmin.
 */
const limits = { concurrency: 4, budget: 1000, timeoutMs: 10_000 };
let running: RunningInstallation | undefined;
let proxy: RecordingProxy | undefined;
afterEach(async () => {
  await proxy?.close();
  await running?.close();
});

const counts = (state: Store) => ({
  users: state.users.length,
  groups: state.groups.length,
  projects: state.projects.length,
  jobs: state.jobs.length,
  queues: state.queues.length,
  buckets: state.buckets.length,
  realms: state.realms.length,
  nodes: state.nodes.length,
});

async function probeThrough(through: RecordingProxy, allowWrites: boolean) {
  const signal = new AbortController().signal;
  return (
    await probe({ source: through.baseUrl, users: fourKindsOfUsers, limits, signal, allowWrites })
  ).report;
}

const writesOf = (p: RecordingProxy) =>
  p.requests.filter((r) => r.method !== 'GET' && r.method !== 'HEAD' && r.path !== '/api/auth');

describe('probe --allow-writes', () => {
  it('runs a create → read → update → delete cycle per collection and leaves nothing behind', async () => {
    running = await startInstallation();
    proxy = await recordingProxy(running.baseUrl);
    const before = counts(running.state);
    const report = await probeThrough(proxy, true);
    expect(counts(running.state)).toEqual(before);
    expect(report.writes?.leftBehind).toEqual([]);
    const cycles = report.writes?.cycles ?? [];
    expect(cycles.map((c) => c.collection)).toEqual([
      '/admin/group',
      '/admin/project',
      '/admin/queue',
      '/admin/user',
      '/job',
      '/storage/bucket',
    ]);
    for (const cycle of cycles) {
      expect(cycle, cycle.collection).toMatchObject({ cleanedUp: true });
      expect(cycle.steps.map((s) => s.method).slice(-3)).toContain('DELETE');
    }
    expect(report.findings.filter((f) => f.severity === 'error')).toEqual([]);
    expect(writesOf(proxy).filter((r) => r.path.startsWith('/api/superadmin'))).toEqual([]);
  }, 60_000);

  it('sends a DELETE only for a record its own create answer named', async () => {
    running = await startInstallation();
    proxy = await recordingProxy(running.baseUrl);
    const existing = new Set(running.state.jobs.map((job) => `/api/job/${job.id}`));
    await probeThrough(proxy, true);
    const created = new Set(
      proxy.requests
        .filter((r) => r.method === 'POST' && r.status < 300)
        .flatMap((r) => {
          const item =
            (JSON.parse(r.body) as { result: Record<string, unknown>[] }).result[0] ?? {};
          return Object.values(item).map(
            (value) => `${r.path}/${encodeURIComponent(String(value))}`,
          );
        }),
    );
    const deletes = proxy.requests.filter((r) => r.method === 'DELETE' && r.path !== '/api/auth');
    expect(deletes.length).toBe(6);
    for (const removal of deletes) {
      expect(created, removal.path).toContain(removal.path);
      expect(existing).not.toContain(removal.path);
    }
  }, 60_000);

  it('refuses to delete an existing record that a create answer names, and reports it left behind', async () => {
    running = await startInstallation();
    const victim = running.state.jobs[0]?.id as number;
    // A hostile (or buggy) installation: POST /job answers with the first seeded job's id.
    proxy = await recordingProxy(running.baseUrl, (method, path, body) =>
      method === 'POST' && path === '/api/job'
        ? body.replace(/"id":\s*\d+/, `"id": ${victim}`)
        : body,
    );
    const report = await probeThrough(proxy, true);
    expect(
      proxy.requests.filter((r) => r.method === 'DELETE' && r.path.startsWith('/api/job')),
    ).toEqual([]);
    expect(running.state.jobs.some((job) => job.id === victim)).toBe(true);
    expect(report.writes?.leftBehind).toEqual([
      expect.objectContaining({
        collection: '/job',
        reason: expect.stringMatching(new RegExp(`jobid ${victim}, which was listed before`)),
      }),
    ]);
    expect(report.findings).toContainEqual(
      expect.objectContaining({ kind: 'left-behind', severity: 'error', path: '/job/{jobid}' }),
    );
  }, 60_000);

  it('sends no write at all without --allow-writes (the default)', async () => {
    running = await startInstallation();
    proxy = await recordingProxy(running.baseUrl);
    const report = await probeThrough(proxy, false);
    expect(writesOf(proxy)).toEqual([]);
    expect(report.writes).toBeUndefined();
  }, 60_000);
});
