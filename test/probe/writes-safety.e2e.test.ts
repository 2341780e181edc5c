import { afterEach, describe, expect, it } from 'vitest';
import { type RunningInstallation, startInstallation } from '../../fixtures/installation/server.js';
import { recordingProxy, type RecordingProxy } from './recording-proxy.js';
import { probeThrough } from './write-helpers.js';

/**
 * What `--allow-writes` deletes, watched through a recording proxy: only records its own
 * create answers named; an installation that answers a create with an existing record
 * gets no DELETE for it; a DELETE that fails is reported as left behind.
 */
let running: RunningInstallation | undefined;
let proxy: RecordingProxy | undefined;
afterEach(async () => {
  await proxy?.close();
  await running?.close();
});

describe('probe --allow-writes: what it deletes', () => {
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
    proxy = await recordingProxy(running.baseUrl, {
      rewrite: (method, path, body) =>
        method === 'POST' && path === '/api/job'
          ? body.replace(/"id":\s*\d+/, `"id": ${victim}`)
          : body,
    });
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

  it('lists a record it could not delete as left behind (an error finding)', async () => {
    running = await startInstallation();
    // The installation refuses every job DELETE: the job the probe created stays.
    proxy = await recordingProxy(running.baseUrl, {
      intercept: (method, path) =>
        method === 'DELETE' && path.startsWith('/api/job/')
          ? { status: 500, body: '{"status":"error","result":"disk on fire"}' }
          : undefined,
    });
    const before = running.state.jobs.length;
    const report = await probeThrough(proxy, true);
    expect(running.state.jobs.length).toBe(before + 1);
    const left = report.writes?.leftBehind ?? [];
    expect(left).toEqual([
      expect.objectContaining({
        collection: '/job',
        reason: 'DELETE answered HTTP 500: disk on fire',
      }),
    ]);
    expect(left[0]?.url).toMatch(/\/api\/job\/\d+$/);
    expect(report.findings).toContainEqual(
      expect.objectContaining({ kind: 'left-behind', severity: 'error' }),
    );
    expect(
      report.writes?.cycles.filter((c) => c.collection !== '/job').every((c) => c.cleanedUp),
    ).toBe(true);
  }, 60_000);
});
