/** Recipes for the login exchange, jobs and queues. */
import { seedUsers } from '../../fixtures/installation/server.js';
import { startLogin } from './http.js';
import type { Env, Recipe } from './recipes.js';

async function newJob(env: Env): Promise<number> {
  const json = { name: env.unique('job'), queue: 'default', command: 'echo hi', project: 1 };
  return (await env.setup('user', 'POST', '/job', { json })).id as number;
}

async function newQueue(env: Env): Promise<string> {
  return (
    await env.setup('tenantAdmin', 'POST', '/admin/queue', { json: { name: env.unique('queue') } })
  ).name as string;
}

export const jobRecipes: Record<string, Recipe> = {
  'GET /auth': () => ({}),
  'POST /auth': async (env) => {
    const { username, password } = seedUsers.user;
    return { json: { ...(await startLogin(env.baseUrl)), username, password } };
  },
  'DELETE /auth': async (env) => ({ headers: { Session: (await env.fresh('user')).session } }),
  'GET /job': () => ({ as: 'user', query: { state: 'finished', limit: 10, offset: 0 } }),
  'POST /job': (env) => ({
    as: 'user',
    json: {
      name: env.unique('job'),
      queue: 'default',
      command: 'echo',
      priority: 1,
      parameters: { a: 1 },
      project: 1,
    },
  }),
  'GET /job/stats': () => ({ as: 'user' }),
  'GET /job/{jobid}': () => ({ as: 'user', path: [2] }),
  'PUT /job/{jobid}': async (env) => ({
    as: 'user',
    path: [await newJob(env)],
    query: { name: 'renamed', priority: env.version === 'v1' ? '7' : 7 },
  }),
  'DELETE /job/{jobid}': async (env) => ({ as: 'user', path: [await newJob(env)] }),
  'POST /job/{jobid}/cancel': async (env) => ({ as: 'user', path: [await newJob(env)] }),
  'POST /job/{jobid}/restart': async (env) => {
    const id = await newJob(env);
    await env.setup('user', 'POST', `/job/${id}/cancel`);
    return { as: 'user', path: [id] };
  },
  'GET /job/{jobid}/log': () => ({ as: 'user', path: [1], query: { tail: 2 } }),
  'GET /job/{jobid}/log/text': () => ({ as: 'user', path: [1] }),
  'GET /job/{jobid}/output': () => ({ as: 'user', path: [1] }),
  'GET /queue': () => ({ as: 'user' }),
  'GET /queue/mapping': () => ({ as: 'user' }),
  'GET /queue/{queuename}': () => ({ as: 'user', path: ['default'] }),
  'DELETE /queue/{queuename}': async (env) => ({ as: 'user', path: [await newQueue(env)] }),
  'GET /queue/{queuename}/job': () => ({
    as: 'user',
    path: ['default'],
    query: { state: 'running' },
  }),
  'GET /queue/{queuename}/node': () => ({ as: 'user', path: ['default'] }),
  'POST /admin/queue': (env) => ({
    as: 'tenantAdmin',
    json: { name: env.unique('queue'), description: 'd', maxjobs: 3 },
  }),
  'PUT /admin/queue/{queuename}': () => ({
    as: 'tenantAdmin',
    path: ['archive'],
    query: { description: 'Old jobs', maxjobs: 1, state: 'closed' },
  }),
  'DELETE /admin/queue/{queuename}': async (env) => ({
    as: 'tenantAdmin',
    path: [await newQueue(env)],
  }),
  'PUT /admin/queue/{queuename}/node': () => ({
    as: 'tenantAdmin',
    path: ['gpu'],
    json: { nodes: [3, 2] },
  }),
};
