/** The login exchange, token expiry, logout and the Session + Token checks. */
import { afterEach, describe, expect, it } from 'vitest';
import {
  type RunningInstallation,
  seedUsers,
  startInstallation,
} from '../../fixtures/installation/server.js';
import { call, login, startLogin } from './http.js';

let installation: RunningInstallation;
afterEach(() => installation?.close());

const alice = { username: seedUsers.user.username, password: seedUsers.user.password };

describe('login exchange', () => {
  it('trades session + nonce + credentials for a token, and the nonce works once', async () => {
    installation = await startInstallation();
    const { session, nonce } = await startLogin(installation.baseUrl);
    expect(typeof session).toBe('string');
    expect(Number.isInteger(nonce)).toBe(true);
    const first = await call(installation.baseUrl, 'POST', '/auth', {
      json: { session, nonce, ...alice },
    });
    expect(first.status).toBe(200);
    const result = (first.json!.result as Record<string, unknown>[])[0]!;
    expect(result).toMatchObject({ userid: '1' }); // v2 sends the login's userid as a string
    expect(Date.parse(result.validto as string)).toBeGreaterThan(Date.now());
    const again = await call(installation.baseUrl, 'POST', '/auth', {
      json: { session, nonce, ...alice },
    });
    expect(again.status).toBe(401);
    expect(again.json).toEqual({ status: 'error', result: 'Invalid or used nonce' });
  });

  it('refuses a wrong password and an unknown session with an error envelope', async () => {
    installation = await startInstallation();
    const { session, nonce } = await startLogin(installation.baseUrl);
    const wrong = await call(installation.baseUrl, 'POST', '/auth', {
      json: { session, nonce, ...alice, password: 'nope' },
    });
    expect([wrong.status, wrong.json]).toEqual([
      401,
      { status: 'error', result: 'Wrong username or password' },
    ]);
    const unknown = await call(installation.baseUrl, 'POST', '/auth', {
      json: { session: 'made-up', nonce, ...alice },
    });
    expect([unknown.status, unknown.json?.status]).toEqual([401, 'error']);
  });

  it('reports a missing login field as a list of validation messages', async () => {
    installation = await startInstallation();
    const { session } = await startLogin(installation.baseUrl);
    const reply = await call(installation.baseUrl, 'POST', '/auth', {
      json: { session, ...alice },
    });
    expect([reply.status, reply.json]).toEqual([
      400,
      { status: 'error', result: ["'nonce' is a required property"] },
    ]);
  });
});

describe('Session and Token', () => {
  it('needs both headers outside /auth', async () => {
    installation = await startInstallation();
    const auth = await login(installation.baseUrl, 'user');
    expect((await call(installation.baseUrl, 'GET', '/job')).status).toBe(401);
    const sessionOnly = await call(installation.baseUrl, 'GET', '/job', {
      headers: { Session: auth.session },
    });
    expect([sessionOnly.status, sessionOnly.json]).toEqual([
      401,
      { status: 'error', result: 'Not logged in' },
    ]);
    expect((await call(installation.baseUrl, 'GET', '/job', { auth })).status).toBe(200);
  });

  it('expires the token at validto', async () => {
    installation = await startInstallation({ tokenLifetimeSeconds: 0.3 });
    const auth = await login(installation.baseUrl, 'user');
    expect((await call(installation.baseUrl, 'GET', '/user', { auth })).status).toBe(200);
    await new Promise((resolve) =>
      setTimeout(resolve, Math.max(0, Date.parse(auth.validto) - Date.now()) + 50),
    );
    const expired = await call(installation.baseUrl, 'GET', '/user', { auth });
    expect([expired.status, expired.json]).toEqual([
      401,
      { status: 'error', result: 'Token expired' },
    ]);
  });

  it('can send validto as epoch seconds (in a string, as the document types it)', async () => {
    installation = await startInstallation({ validtoFormat: 'epoch', tokenLifetimeSeconds: 60 });
    const auth = await login(installation.baseUrl, 'user');
    expect(auth.validto).toMatch(/^\d+$/);
    expect(Number(auth.validto) - Date.now() / 1000).toBeGreaterThan(50);
  });

  it('ends the session on DELETE /auth', async () => {
    installation = await startInstallation();
    const auth = await login(installation.baseUrl, 'user');
    const bye = await call(installation.baseUrl, 'DELETE', '/auth', {
      headers: { Session: auth.session },
    });
    expect([bye.status, bye.json]).toEqual([200, { status: 'success', result: [] }]);
    expect((await call(installation.baseUrl, 'GET', '/user', { auth })).status).toBe(401);
    const twice = await call(installation.baseUrl, 'DELETE', '/auth', {
      headers: { Session: auth.session },
    });
    expect(twice.status).toBe(401);
  });
});
