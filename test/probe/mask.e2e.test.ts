import { afterEach, describe, expect, it } from 'vitest';
import { type RunningInstallation, startInstallation } from '../../fixtures/installation/server.js';
import { probe } from '../../src/probe/index.js';
import { recordingProxy, type RecordingProxy } from './recording-proxy.js';
import { fourKindsOfUsers } from './users.js';

/**
 * The probe sends one read again with an X-Fields mask and checks the answer holds only
 * the masked fields: the reference installation honours it; one that ignores the header
 * (a proxy dropping it) is a `mask-ignored` finding. Likewise the filters: each choice of
 * `GET /job?state=`, and two at once as `multi`; a proxy dropping the query is caught.
 */
let running: RunningInstallation | undefined;
let proxy: RecordingProxy | undefined;
afterEach(async () => {
  await proxy?.close();
  await running?.close();
});

const run = async (source: string) =>
  (
    await probe({
      source,
      users: fourKindsOfUsers.slice(0, 1),
      limits: { concurrency: 4, budget: 400, timeoutMs: 10_000 },
      signal: new AbortController().signal,
    })
  ).report;

describe('probe and the X-Fields mask', () => {
  it('sends a mask on one list read; the installation answers only those fields', async () => {
    running = await startInstallation();
    proxy = await recordingProxy(running.baseUrl);
    const report = await run(proxy.baseUrl);
    const masked = report.operations.flatMap((op) =>
      (op.edgeCalls ?? []).filter((c) => c.call === 'mask').map((c) => ({ ...c, path: op.path })),
    );
    expect(masked).toHaveLength(1);
    expect(masked[0]?.status).toBe(200);
    expect(report.findings.filter((f) => f.kind === 'mask-ignored')).toEqual([]);
  });

  it('reports an installation that ignores the mask', async () => {
    running = await startInstallation();
    proxy = await recordingProxy(running.baseUrl, { dropHeaders: ['x-fields'] });
    const report = await run(proxy.baseUrl);
    const ignored = report.findings.filter((f) => f.kind === 'mask-ignored');
    expect(ignored).toHaveLength(1);
    expect(ignored[0]?.message).toMatch(
      /^X-Fields: \{\w+,\w+\} answered fields .+ beyond the mask$/,
    );
  });
});

describe('probe and the list filters', () => {
  it('sends each choice of a filter, and two at once in the documented format', async () => {
    running = await startInstallation();
    proxy = await recordingProxy(running.baseUrl);
    const report = await run(proxy.baseUrl);
    const jobList = report.operations.find((op) => op.method === 'GET' && op.path === '/job');
    const filters = (jobList?.edgeCalls ?? []).filter((c) => c.call === 'filter');
    const queries = filters.map((c) => new URL(c.url).search);
    expect(queries).toContain('?state=queued');
    expect(queries).toContain('?state=queued&state=running');
    expect(filters.every((c) => c.status === 200)).toBe(true);
    expect(report.findings.filter((f) => f.kind === 'filter-ignored')).toEqual([]);
  });

  it('reports an installation that ignores the filter', async () => {
    running = await startInstallation();
    proxy = await recordingProxy(running.baseUrl, { dropQuery: true });
    const report = await run(proxy.baseUrl);
    const ignored = report.findings.filter((f) => f.kind === 'filter-ignored' && f.path === '/job');
    expect(ignored.length).toBeGreaterThan(0);
    expect(ignored[0]?.message).toMatch(/^\?state=\w+ answered records whose state is "\w+"$/);
  });
});
