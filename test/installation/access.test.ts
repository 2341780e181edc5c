/** Access levels, group permissions, statuses and impersonation. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RunningInstallation, startInstallation } from '../../fixtures/installation/server.js';
import { type Auth, call, login, type Role } from './http.js';

let installation: RunningInstallation;
const auth = {} as Record<Role, Auth>;
const get = (role: Role, path: string) =>
  call(installation.baseUrl, 'GET', path, { auth: auth[role] });

beforeAll(async () => {
  installation = await startInstallation({ version: 'v2' });
  for (const role of ['user', 'noAddJob', 'tenantAdmin', 'superadmin', 'otherTenant'] as Role[]) {
    auth[role] = await login(installation.baseUrl, role);
  }
});
afterAll(() => installation.close());

describe('access levels', () => {
  it('GET /superadmin/realm: 200 for a superadmin, 401 for everyone else', async () => {
    expect((await get('superadmin', '/superadmin/realm')).status).toBe(200);
    for (const role of ['user', 'tenantAdmin'] as Role[]) {
      const reply = await get(role, '/superadmin/realm');
      expect([reply.status, reply.json]).toEqual([
        401,
        { status: 'error', result: 'Superadmin only' },
      ]);
    }
  });

  it('/admin needs a tenant admin (403 otherwise)', async () => {
    expect((await get('tenantAdmin', '/admin/user')).status).toBe(200);
    const reply = await get('user', '/admin/user');
    expect([reply.status, reply.json?.status]).toEqual([403, 'error']);
  });

  it('GET /user/permission tells realmadmin', async () => {
    const permission = async (role: Role) =>
      ((await get(role, '/user/permission')).json!.result as Record<string, unknown>[])[0]!;
    expect(await permission('user')).toMatchObject({
      realmadmin: false,
      permissions: ['add-job', 'cancel-job', 'read-storage', 'write-storage'],
    });
    expect(await permission('tenantAdmin')).toMatchObject({
      realmadmin: true,
      impersonated_by: null,
    });
  });

  it('refuses POST /job for a group without add-job (403)', async () => {
    const json = { name: 'x', queue: 'default', command: 'true', project: 1 };
    const refused = await call(installation.baseUrl, 'POST', '/job', { auth: auth.noAddJob, json });
    expect([refused.status, refused.json]).toEqual([
      403,
      { status: 'error', result: 'Missing permission add-job' },
    ]);
    expect(
      (await call(installation.baseUrl, 'POST', '/job', { auth: auth.user, json })).status,
    ).toBe(200);
  });

  it('keeps tenants apart', async () => {
    expect((await get('otherTenant', '/storage/bucket/acme-data')).status).toBe(404);
    expect((await get('otherTenant', '/job/1')).status).toBe(404);
  });
});

describe('statuses', () => {
  it('404 for unknown records and URLs, 405 for unknown methods, all enveloped', async () => {
    expect((await get('user', '/job/999')).json).toEqual({
      status: 'error',
      result: 'Job not found',
    });
    expect((await get('user', '/job/abc')).status).toBe(404);
    expect((await get('user', '/nothing/here')).json?.status).toBe('error');
    expect((await call(installation.baseUrl, 'PATCH', '/job', { auth: auth.user })).status).toBe(
      405,
    );
  });

  it('409 on conflicts, 400 with a list of messages on invalid input', async () => {
    const running = await call(installation.baseUrl, 'DELETE', '/job/2', { auth: auth.user });
    expect([running.status, running.json]).toEqual([
      409,
      { status: 'error', result: 'Job is running' },
    ]);
    const bad = await call(installation.baseUrl, 'GET', '/job', {
      auth: auth.user,
      query: { state: 'sleeping' },
    });
    expect(bad.status).toBe(400);
    expect(bad.json!.result).toEqual([expect.stringContaining('is not one of')]);
  });
});

describe('impersonation', () => {
  it('lets a superadmin act as a user and stop again', async () => {
    const root = await login(installation.baseUrl, 'superadmin');
    const started = await call(installation.baseUrl, 'POST', '/superadmin/impersonate', {
      auth: root,
      json: { userid: 1 },
    });
    const token = (started.json!.result as { token: string; userid: string }[])[0]!;
    expect(token.userid).toBe('1'); // LoginResult: a string in v2
    const acting = { ...root, token: token.token };
    expect((await call(installation.baseUrl, 'GET', '/user', { auth: root })).status).toBe(401);
    const me = await call(installation.baseUrl, 'GET', '/user/permission', { auth: acting });
    expect((me.json!.result as Record<string, unknown>[])[0]).toMatchObject({
      superadmin: false,
      impersonated_by: 4,
    });
    expect(
      (await call(installation.baseUrl, 'DELETE', '/superadmin/impersonate', { auth: acting }))
        .status,
    ).toBe(200);
    const back = await call(installation.baseUrl, 'GET', '/user', { auth: acting });
    expect((back.json!.result as { id: number }[])[0]!.id).toBe(4);
  });
});
