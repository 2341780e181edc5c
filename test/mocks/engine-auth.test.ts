import { beforeAll, describe, expect, it } from 'vitest';
import {
  asAdmin,
  asRoot,
  asUser,
  asViewer,
  call,
  jobInstallation,
  login,
  prepareJobValidators,
} from './engine-helpers.js';

describe('mock installation: login exchange and access', () => {
  beforeAll(prepareJobValidators);

  it('logs in with session + nonce and accepts the token', () => {
    const installation = jobInstallation();
    const headers = asUser(installation);
    const jobs = call(installation, 'GET', '/api/job', { headers });
    expect(jobs.status).toBe(200);
    expect(jobs.body.status).toBe('success');
    expect(jobs.body.result.length).toBeGreaterThan(0);
  });

  it('refuses a nonce used twice and wrong credentials with 401 in the envelope', () => {
    const installation = jobInstallation();
    const start = call(installation, 'GET', '/api/auth').body.result[0] as {
      session: string;
      nonce: number;
    };
    const credentials = { ...start, username: 'user@example.com', password: 'user-secret' };
    expect(call(installation, 'POST', '/api/auth', { body: credentials }).status).toBe(200);
    const again = call(installation, 'POST', '/api/auth', { body: credentials });
    expect(again.status).toBe(401);
    expect(again.body).toEqual({ status: 'error', result: 'Invalid or used nonce' });
    const next = call(installation, 'GET', '/api/auth').body.result[0] as {
      session: string;
      nonce: number;
    };
    const wrong = call(installation, 'POST', '/api/auth', {
      body: { ...next, username: 'user@example.com', password: 'x' },
    });
    expect(wrong.status).toBe(401);
  });

  it('answers 401 without headers, with a bad token, after expiry and after logout', () => {
    let clock = Date.UTC(2025, 0, 1);
    const installation = jobInstallation({ now: () => clock, validTokenSeconds: 60 });
    expect(call(installation, 'GET', '/api/job').status).toBe(401);
    const headers = asUser(installation);
    expect(
      call(installation, 'GET', '/api/job', { headers: { ...headers, Token: 'forged' } }).status,
    ).toBe(401);
    clock += 59_000;
    expect(call(installation, 'GET', '/api/job', { headers }).status).toBe(200);
    clock += 2_000;
    const expired = call(installation, 'GET', '/api/job', { headers });
    expect(expired.status).toBe(401);
    expect(expired.body.result).toBe('Token expired');
    const fresh = asUser(installation);
    expect(call(installation, 'DELETE', '/api/auth', { headers: fresh }).status).toBe(200);
    expect(call(installation, 'GET', '/api/job', { headers: fresh }).status).toBe(401);
    expect(call(installation, 'DELETE', '/api/auth', { headers: fresh }).status).toBe(401);
  });

  it('gives validto as an ISO timestamp validTokenSeconds ahead', () => {
    const installation = jobInstallation({
      now: () => Date.UTC(2025, 0, 1),
      validTokenSeconds: 90,
    });
    const start = call(installation, 'GET', '/api/auth').body.result[0] as {
      session: string;
      nonce: number;
    };
    const finish = call(installation, 'POST', '/api/auth', {
      body: { ...start, username: 'root@example.com', password: 'root-secret' },
    });
    expect(finish.body.result[0]).toMatchObject({ userid: 4, validto: '2025-01-01T00:01:30.000Z' });
  });

  it('applies access levels: /admin 403 below tenant admin, /superadmin 401 below superadmin', () => {
    const installation = jobInstallation();
    const user = asUser(installation);
    const admin = asAdmin(installation);
    const root = asRoot(installation);
    expect(call(installation, 'GET', '/api/admin/user', { headers: user }).status).toBe(403);
    expect(call(installation, 'GET', '/api/admin/user', { headers: admin }).status).toBe(200);
    expect(call(installation, 'GET', '/api/superadmin/realm', { headers: admin }).status).toBe(401);
    expect(call(installation, 'GET', '/api/superadmin/realm', { headers: root }).status).toBe(200);
  });

  it('refuses POST /job without add-job, in the error envelope', () => {
    const installation = jobInstallation();
    const viewer = asViewer(installation);
    const refused = call(installation, 'POST', '/api/job', {
      headers: viewer,
      body: { name: 'nightly', queue: 'q' },
    });
    expect(refused.status).toBe(403);
    expect(refused.body).toEqual({ status: 'error', result: 'Missing permission add-job' });
  });

  it('reports realmadmin from the logged-in user and seeds users that can log in', () => {
    const installation = jobInstallation();
    const permission = (headers: Record<string, string>) =>
      call(installation, 'GET', '/api/user/permission', { headers }).body.result[0] as {
        realmadmin: boolean;
      };
    expect(permission(asUser(installation)).realmadmin).toBe(false);
    expect(permission(asAdmin(installation)).realmadmin).toBe(true);
    const users = call(installation, 'GET', '/api/admin/user', { headers: asAdmin(installation) })
      .body.result;
    expect(users).toContainEqual(expect.objectContaining({ id: 1, email: 'user@example.com' }));
  });

  it('answers GET /user with the own record of the logged-in user', () => {
    const installation = jobInstallation();
    const me = (headers: Record<string, string>) =>
      call(installation, 'GET', '/api/user', { headers }).body.result[0] as {
        id: number;
        email: string;
      };
    expect(me(asAdmin(installation))).toMatchObject({ id: 3, email: 'admin@example.com' });
    expect(me(asViewer(installation))).toMatchObject({ id: 2, email: 'viewer@example.com' });
  });

  it('takes users from the options', () => {
    const installation = jobInstallation({
      users: [
        { username: 'ops@example.com', password: 'pw', access: 'tenant-admin', permissions: [] },
      ],
    });
    const headers = login(installation, 'ops@example.com', 'pw');
    expect(call(installation, 'GET', '/api/admin/user', { headers }).status).toBe(200);
    expect(() => asUser(installation)).toThrow(/login failed/);
  });
});
