/** Recipes for tenant administration and the superadmin namespace. */
import { call } from './http.js';
import type { Env, Recipe } from './recipes.js';

const admin = 'tenantAdmin' as const;

async function created(env: Env, path: string, json: Record<string, unknown>): Promise<number> {
  return (await env.setup(admin, 'POST', path, { json })).id as number;
}

const newUser = (env: Env) =>
  created(env, '/admin/user', {
    email: `${env.unique('user')}@acme.example`,
    password: 'long-enough-1',
    group: 1,
  });
const newGroup = (env: Env) => created(env, '/admin/group', { name: env.unique('group') });
const newProject = (env: Env) => created(env, '/admin/project', { name: env.unique('project') });

async function superadminCreated(
  env: Env,
  path: string,
  json: Record<string, unknown>,
): Promise<number> {
  return (await env.setup('superadmin', 'POST', path, { json })).id as number;
}

export const adminRecipes: Record<string, Recipe> = {
  'GET /admin/user': () => ({ as: admin }),
  'POST /admin/user': (env) => ({
    as: admin,
    json: {
      email: `${env.unique('user')}@acme.example`,
      name: 'New',
      password: 'long-enough-1',
      group: 1,
    },
  }),
  'GET /admin/user/{userid}': () => ({ as: admin, path: [1] }),
  'PUT /admin/user/{userid}': async (env) => ({
    as: admin,
    path: [await newUser(env)],
    query: { name: 'Renamed', active: true, realmadmin: false },
  }),
  'DELETE /admin/user/{userid}': async (env) => ({ as: admin, path: [await newUser(env)] }),
  'GET /admin/group': () => ({ as: admin }),
  'POST /admin/group': (env) => ({
    as: admin,
    json: { name: env.unique('group'), description: 'd', permissions: ['add-job'] },
  }),
  'GET /admin/group/{groupid}': () => ({ as: admin, path: [1] }),
  'PUT /admin/group/{groupid}': async (env) => ({
    as: admin,
    path: [await newGroup(env)],
    query: { name: env.unique('renamed'), description: 'd' },
  }),
  'DELETE /admin/group/{groupid}': async (env) => ({ as: admin, path: [await newGroup(env)] }),
  'GET /admin/group/{groupid}/permission': () => ({ as: admin, path: [1] }),
  'PUT /admin/group/{groupid}/permission': async (env) => ({
    as: admin,
    path: [await newGroup(env)],
    json: { permissions: ['read-storage'] },
  }),
  'POST /admin/group/{groupid}/member': async (env) => ({
    as: admin,
    path: [await newGroup(env)],
    query: { userid: 2 },
  }),
  'DELETE /admin/group/{groupid}/member/{userid}': async (env) => {
    const group = await newGroup(env);
    await env.setup(admin, 'POST', `/admin/group/${group}/member`, { query: { userid: 2 } });
    return { as: admin, path: [group, 2] };
  },
  'GET /admin/permission': () => ({ as: admin }),
  'GET /admin/project': () => ({ as: admin }),
  'POST /admin/project': (env) => ({
    as: admin,
    json: { name: env.unique('project'), description: 'd', quota: 12.5 },
  }),
  'GET /admin/project/{projectid}': () => ({ as: admin, path: [1] }),
  'PUT /admin/project/{projectid}': async (env) => ({
    as: admin,
    path: [await newProject(env)],
    query: { description: 'd', quota: 99.5 },
  }),
  'DELETE /admin/project/{projectid}': async (env) => ({
    as: admin,
    path: [await newProject(env)],
  }),
  'GET /admin/node': () => ({ as: admin }),
  'GET /admin/node/{nodeid}': () => ({ as: admin, path: [1] }),
  'PUT /admin/node/{nodeid}': () => ({
    as: admin,
    path: [2],
    json: { state: 'drain', comment: 'kernel update' },
  }),
  'GET /admin/realm': () => ({ as: admin }),
  'GET /superadmin/realm': () => ({ as: 'superadmin' }),
  'POST /superadmin/realm': (env) => ({
    as: 'superadmin',
    json: { name: env.unique('realm'), description: 'd' },
  }),
  'GET /superadmin/realm/{realmid}': () => ({ as: 'superadmin', path: [1] }),
  'PUT /superadmin/realm/{realmid}': () => ({
    as: 'superadmin',
    path: [2],
    query: { description: 'd', active: true },
  }),
  'DELETE /superadmin/realm/{realmid}': async (env) => ({
    as: 'superadmin',
    path: [await superadminCreated(env, '/superadmin/realm', { name: env.unique('realm') })],
  }),
  'GET /superadmin/user': () => ({ as: 'superadmin', query: { realm: 1 } }),
  'POST /superadmin/impersonate': async (env) => ({
    auth: await env.fresh('superadmin'),
    json: { userid: 1 },
  }),
  'DELETE /superadmin/impersonate': async (env) => {
    const auth = await env.fresh('superadmin');
    const reply = await call(env.baseUrl, 'POST', '/superadmin/impersonate', {
      auth,
      json: { userid: 1 },
    });
    const token = (reply.json!.result as { token: string }[])[0]!.token;
    return { auth: { ...auth, token } };
  },
  'POST /superadmin/node': (env) => ({
    as: 'superadmin',
    json: { hostname: env.unique('node'), cpus: 4, memory_gb: 8 },
  }),
  'DELETE /superadmin/node/{nodeid}': async (env) => ({
    as: 'superadmin',
    path: [await superadminCreated(env, '/superadmin/node', { hostname: env.unique('node') })],
  }),
};
