import type { ServerResponse } from 'node:http';
import { afterEach, describe, expect, it } from 'vitest';
import { type RunningInstallation, startInstallation } from '../../fixtures/installation/server.js';
import { probe } from '../../src/probe/index.js';
import { recordingProxy, type RecordingProxy } from './recording-proxy.js';
import { fourKindsOfUsers } from './users.js';

/**
 * Issue 29, item 4: a hostile installation answers one list with 400 000 items, or with a
 * body that never ends. The probe must finish with one clear finding for that call — no
 * "Maximum call stack size exceeded", no download past `--max-size` (per call).
 */
let running: RunningInstallation | undefined;
let proxy: RecordingProxy | undefined;
afterEach(async () => {
  await proxy?.close();
  await running?.close();
});

const user = fourKindsOfUsers.slice(0, 1);
const run = (source: string, maxBytes?: number) =>
  probe({
    source,
    users: user,
    limits: { concurrency: 4, budget: 400, timeoutMs: 20_000, maxBytes },
    signal: new AbortController().signal,
  });

function hugeList(response: ServerResponse): true {
  const items = Array.from({ length: 400_000 }, (_, i) => ({
    name: `q${i}`,
    maxjobs: String(i),
    state: null,
  }));
  response.writeHead(200, { 'content-type': 'application/json' });
  response.end(JSON.stringify({ status: 'success', result: items }));
  return true;
}

/** Writes 64 KiB chunks for as long as the client reads them. */
function endless(response: ServerResponse): true {
  response.writeHead(200, { 'content-type': 'application/json' });
  response.write('{"status":"success","result":["');
  const chunk = 'x'.repeat(65_536);
  const more = () => {
    if (response.destroyed) return;
    if (response.write(chunk)) setImmediate(more);
    else response.once('drain', more);
  };
  response.on('close', () => undefined);
  more();
  return true;
}

describe('probe and huge answers', () => {
  it('checks a 400 000-item list without running out of stack', async () => {
    running = await startInstallation();
    proxy = await recordingProxy(running.baseUrl, {
      respond: (method, url, response) =>
        method === 'GET' && url === '/api/queue' && hugeList(response),
    });
    const { report } = await run(proxy.baseUrl);
    const queue = report.findings.filter((f) => f.path === '/queue' && f.method === 'GET');
    expect(queue.length).toBeGreaterThan(0);
    expect(
      report.operations.find((op) => op.path === '/queue' && op.method === 'GET')?.statuses,
    ).toEqual({
      [user[0]?.username as string]: 200,
    });
  }, 120_000);

  it('stops reading an endless body at --max-size: one finding, the rest of the probe goes on', async () => {
    running = await startInstallation();
    proxy = await recordingProxy(running.baseUrl, {
      respond: (method, url, response) =>
        method === 'GET' && url === '/api/queue' && endless(response),
    });
    const { report } = await run(proxy.baseUrl, 1_000_000);
    const queue = report.findings.filter((f) => f.path === '/queue' && f.method === 'GET');
    expect(queue.map((f) => [f.kind, f.message])).toEqual([
      [
        'call-failed',
        `HTTP 200, not used: the answer of ${proxy.baseUrl}/api/queue is too large: more than the limit of 1000000 bytes; reading stopped there (--max-size sets the limit per call)`,
      ],
    ]);
    expect(
      report.operations.filter((op) => op.statuses[user[0]?.username as string] === 200).length,
    ).toBeGreaterThan(10);
  }, 120_000);
});
