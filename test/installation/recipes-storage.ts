/** Recipes for storage and the current user. */
import { seedUsers } from '../../fixtures/installation/server.js';
import type { Env, Recipe } from './recipes.js';

async function newBucket(env: Env): Promise<string> {
  return (
    await env.setup('user', 'POST', '/storage/bucket', { json: { name: env.unique('bucket') } })
  ).name as string;
}

function upload(key: string, text: string): FormData {
  const form = new FormData();
  form.set('key', key);
  form.set('file', new Blob([text], { type: 'text/plain' }), 'upload.txt');
  return form;
}

export const storageRecipes: Record<string, Recipe> = {
  'GET /storage/bucket': () => ({ as: 'user' }),
  'POST /storage/bucket': (env) => ({
    as: 'user',
    json:
      env.version === 'v1'
        ? { name: env.unique('bucket') }
        : { name: env.unique('bucket'), description: 'd' },
  }),
  'GET /storage/bucket/{bucket}': () => ({ as: 'user', path: ['acme-data'] }),
  'DELETE /storage/bucket/{bucket}': async (env) => ({ as: 'user', path: [await newBucket(env)] }),
  'GET /storage/bucket/{bucket}/file': () => ({
    as: 'user',
    path: ['acme-data'],
    query: { prefix: 'results/' },
  }),
  'POST /storage/bucket/{bucket}/file': () => ({
    as: 'user',
    path: ['acme-scratch'],
    form: upload('a/b.txt', 'hello'),
  }),
  'GET /storage/bucket/{bucket}/file/{key}': () => ({
    as: 'user',
    path: ['acme-data', 'results/run-1.csv'],
  }),
  'DELETE /storage/bucket/{bucket}/file/{key}': async (env) => {
    const bucket = await newBucket(env);
    await env.setup('user', 'POST', `/storage/bucket/${bucket}/file`, {
      form: upload('gone.txt', 'x'),
    });
    return { as: 'user', path: [bucket, 'gone.txt'] };
  },
  'GET /storage/usage': () => ({ as: 'user' }),
  'GET /user': () => ({ as: 'user' }),
  'PUT /user': () => ({ as: 'user', json: { name: 'Alice A. Analyst' } }),
  'GET /user/permission': () => ({ as: 'user' }),
  // Dave changes his password to itself, so later logins still work.
  'PUT /user/password': () => {
    const { password } = seedUsers.otherTenant;
    return { as: 'otherTenant', query: { old_password: password, new_password: password } };
  },
  'GET /user/group': () => ({ as: 'user' }),
  'GET /user/project': () => ({ as: 'user' }),
};
