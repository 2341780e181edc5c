import { afterEach, describe, expect, it } from 'vitest';
import { type RunningInstallation, startInstallation } from '../../fixtures/installation/server.js';
import { probe } from '../../src/probe/index.js';
import { recordingProxy, type RecordingProxy } from './recording-proxy.js';
import { fourKindsOfUsers } from './users.js';
import { counts, limits, probeThrough, writesOf } from './write-helpers.js';

/**
 * `--allow-writes` against the reference installation over HTTP: every collection the model
 * pairs is created, read, updated and deleted and nothing is left behind — also when the
 * budget runs out mid-cycle; nothing is written under /superadmin, nor anything without the flag.
 */
let running: RunningInstallation | undefined;
let proxy: RecordingProxy | undefined;
afterEach(async () => {
  await proxy?.close();
  await running?.close();
});

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

  it('sends no write at all without --allow-writes (the default)', async () => {
    running = await startInstallation();
    proxy = await recordingProxy(running.baseUrl);
    const report = await probeThrough(proxy, false);
    expect(writesOf(proxy)).toEqual([]);
    expect(report.writes).toBeUndefined();
  }, 60_000);

  it('still deletes what it created when the budget runs out in the middle of a cycle', async () => {
    running = await startInstallation();
    proxy = await recordingProxy(running.baseUrl);
    const before = counts(running.state);
    const user = fourKindsOfUsers.slice(0, 1);
    const signal = new AbortController().signal;
    const reads = (await probe({ source: proxy.baseUrl, users: user, limits, signal })).report
      .requests;
    for (const extra of [1, 2, 3]) {
      // reads + 1..3: the creates went out, the reads or updates after them did not
      const budget = { ...limits, budget: reads + extra };
      const { report } = await probe({
        source: proxy.baseUrl,
        users: user,
        limits: budget,
        signal,
        allowWrites: true,
      });
      expect(report.incomplete, `budget ${budget.budget}`).toBe('the request budget ran out');
      expect(report.writes?.leftBehind).toEqual([]);
      expect(counts(running.state), `budget ${budget.budget}`).toEqual(before);
    }
  }, 90_000);
});
