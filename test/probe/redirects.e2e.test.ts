import { afterEach, describe, expect, it } from 'vitest';
import { type RunningInstallation, startInstallation } from '../../fixtures/installation/server.js';
import { probe } from '../../src/probe/index.js';
import { recordingProxy, type RecordingProxy } from './recording-proxy.js';
import { startThief, type Thief } from './thief.js';
import { fourKindsOfUsers } from './users.js';

/**
 * Issue 29, items 1 and 2: a hostile installation (a proxy in front of the reference one)
 * redirects to a thief on another origin; nothing the probe holds — the password, the
 * Session and Token headers, a body — may reach it. Each test failed before the fix
 * (fetch's default `redirect: 'follow'`): docs/security.md, "failed before".
 */
const limits = { concurrency: 4, budget: 400, timeoutMs: 10_000 };
let running: RunningInstallation | undefined;
let proxy: RecordingProxy | undefined;
let thief: Thief | undefined;
afterEach(async () => {
  await proxy?.close();
  await thief?.close();
  await running?.close();
});

const run = (source: string) =>
  probe({
    source,
    users: fourKindsOfUsers.slice(0, 1),
    limits,
    signal: new AbortController().signal,
  });

const redirectTo =
  (location: string, status: number) => (response: import('node:http').ServerResponse) => {
    response.writeHead(status, { location, 'content-type': 'text/plain' }).end('moved');
    return true;
  };

describe('probe and redirects to another origin', () => {
  it.each([307, 308])(
    'the login POST never follows a %i: an error names the target, the password stays home',
    async (status) => {
      running = await startInstallation();
      thief = await startThief();
      const steal = `${thief.url}/steal`;
      proxy = await recordingProxy(running.baseUrl, {
        respond: (method, path, response) =>
          method === 'POST' && path === '/api/auth' && redirectTo(steal, status)(response),
      });
      await expect(run(proxy.baseUrl)).rejects.toThrow(`redirects to "${steal}"`);
      expect(thief.received).toEqual([]);
    },
  );

  it('sends no Session, Token or body to another origin when every read answers 302 there', async () => {
    running = await startInstallation();
    thief = await startThief();
    const steal = `${thief.url}/steal`;
    proxy = await recordingProxy(running.baseUrl, {
      respond: (method, path, response) =>
        method === 'GET' &&
        !['/api/auth', '/api/swagger.json'].includes(path.split('?')[0] as string) &&
        redirectTo(steal, 302)(response),
    });
    const { report } = await run(proxy.baseUrl);
    expect(thief.received).toEqual([]);
    const redirected = report.findings.filter((f) => f.kind === 'call-failed');
    expect(redirected.length).toBeGreaterThan(10);
    for (const finding of redirected)
      expect(finding.message).toBe(
        `HTTP 302, not used: redirected to ${steal}, another origin: not followed (the session and any body stay with ${proxy.baseUrl})`,
      );
  });

  it('follows a redirect within the origin, with the session', async () => {
    running = await startInstallation();
    proxy = await recordingProxy(running.baseUrl, {
      respond: (method, path, response) =>
        method === 'GET' &&
        path === '/api/queue' &&
        redirectTo('/api/queue?via=redirect', 308)(response),
    });
    const { report } = await run(proxy.baseUrl);
    expect(
      report.operations.find((op) => op.path === '/queue' && op.method === 'GET')?.statuses,
    ).toEqual({
      [fourKindsOfUsers[0]?.username as string]: 200,
    });
    // The user's read, then the call without a session (edge-calls.ts): each redirected once.
    expect(proxy.requests.filter((r) => r.path === '/api/queue').map((r) => r.status)).toEqual([
      308, 200, 308, 401,
    ]);
  });
});
