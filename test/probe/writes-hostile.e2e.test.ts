import { afterEach, describe, expect, it } from 'vitest';
import { type RunningInstallation, startInstallation } from '../../fixtures/installation/server.js';
import { recordingProxy, type RecordingProxy } from './recording-proxy.js';
import { startThief, type Thief } from './thief.js';
import { counts, probeThrough } from './write-helpers.js';

/**
 * A hostile installation answers the probe's job create with an id that points elsewhere —
 * up the tree (`..`), into another collection, at another origin — or with a `Location`
 * header that does. The DELETE must stay one segment under `/job` (the id encoded), reach
 * no other collection and no other origin, and the record left behind is reported.
 */
let running: RunningInstallation | undefined;
let proxy: RecordingProxy | undefined;
let thief: Thief | undefined;
afterEach(async () => {
  await proxy?.close();
  await running?.close();
  await thief?.close();
});

const deletesOf = (p: RecordingProxy) =>
  p.requests.filter((r) => r.method === 'DELETE' && r.path !== '/api/auth');

describe('probe --allow-writes against a hostile create answer', () => {
  it.each([
    ['up the tree', '../user/1'],
    ['into another collection', '1/../../queue/default'],
    ['at another origin', 'THIEF/api/job/1'],
  ])(
    'an id pointing %s is deleted only as one encoded segment under /job',
    async (_, id) => {
      thief = await startThief();
      running = await startInstallation();
      const hostile = id.replace('THIEF', thief.url);
      proxy = await recordingProxy(running.baseUrl, {
        rewrite: (method, path, body) =>
          method === 'POST' && path === '/api/job'
            ? body.replace(/"id":\s*\d+/, `"id": ${JSON.stringify(hostile)}`)
            : body,
      });
      const before = counts(running.state);
      const report = await probeThrough(proxy, true);
      const jobDeletes = deletesOf(proxy).filter((r) => r.path.startsWith('/api/job'));
      expect(jobDeletes.map((r) => r.path)).toEqual([`/api/job/${encodeURIComponent(hostile)}`]);
      for (const removal of deletesOf(proxy)) {
        expect(removal.path).toMatch(/^\/api(\/[a-z]+)+\/[^/]+$/);
        expect(removal.path).not.toMatch(/^\/api\/(user|queue)\//);
      }
      expect(thief.received).toEqual([]);
      // Nothing but the one job the probe really created changed; it is reported left behind.
      expect(counts(running.state)).toEqual({ ...before, jobs: before.jobs + 1 });
      expect(report.writes?.leftBehind).toContainEqual(
        expect.objectContaining({ collection: '/job', method: 'POST', id: hostile }),
      );
    },
    60_000,
  );

  it('follows no Location header of a create answer', async () => {
    thief = await startThief();
    running = await startInstallation();
    const thiefUrl = thief.url;
    proxy = await recordingProxy(running.baseUrl, {
      respond: (method, url, response) => {
        if (method !== 'POST' || url !== '/api/job') return false;
        response.writeHead(201, {
          'content-type': 'application/json',
          location: `${thiefUrl}/api/job/1`,
        });
        response.end('{"status": "success", "result": [{"state": "queued"}]}');
        return true;
      },
    });
    const before = counts(running.state);
    const report = await probeThrough(proxy, true);
    expect(thief.received).toEqual([]);
    expect(deletesOf(proxy).filter((r) => r.path.startsWith('/api/job'))).toEqual([]);
    expect(counts(running.state).jobs).toBe(before.jobs);
    expect(report.writes?.leftBehind).toContainEqual(
      expect.objectContaining({
        collection: '/job',
        method: 'POST',
        reason: expect.stringMatching(/names no jobid/),
      }),
    );
  }, 60_000);
});
