/**
 * End to end against the reference installation over HTTP: a client generated with the
 * validators target accepts what the installation sends (lenient), and a response
 * altered on the way (a fetch that changes a field's type) throws a ValidationError
 * naming the operation, the path inside the envelope, the rule and the value.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  seedUsers,
  startInstallation,
  type RunningInstallation,
} from '../../../fixtures/installation/server.js';
import { failure, generateAndImport, type GeneratedModule } from '../../e2e/harness.js';

const { user } = seedUsers;

/** A fetch that rewrites the JSON of `GET /api/job` responses before the client sees them. */
function drifting(alter: (job: Record<string, unknown>) => void): typeof fetch {
  return async (input, init) => {
    const response = await fetch(input, init);
    const url = String(input instanceof Request ? input.url : input);
    if (!/\/api\/job(\?|$)/.test(url) || (init?.method ?? 'GET') !== 'GET') return response;
    const body = (await response.json()) as { result: Record<string, unknown>[] };
    body.result.forEach(alter);
    return new Response(JSON.stringify(body), {
      status: response.status,
      headers: response.headers,
    });
  };
}

describe('response validation end to end (v2)', () => {
  let server: RunningInstallation;
  let api: GeneratedModule;
  beforeAll(async () => {
    server = await startInstallation({ version: 'v2' });
    api = await generateAndImport(server.baseUrl, 'types,client,validators');
  }, 120_000);
  afterAll(() => server?.close());

  const login = async (fetchImpl: typeof fetch) => {
    const client = api.createClient({
      baseUrl: server.baseUrl,
      validate: 'responses',
      validation: { mode: 'lenient' },
      fetch: fetchImpl,
    });
    await client.login({ username: user.username, password: user.password });
    return client;
  };

  it('what the installation sends passes', async () => {
    const client = await login(fetch);
    const jobs = (await client.job.list()) as unknown[];
    expect(jobs.length).toBeGreaterThan(0);
  });

  it('a field whose type drifted throws a ValidationError naming operation, path, rule, value', async () => {
    const client = await login(
      drifting((job) => {
        job.state = 42;
      }),
    );
    const error = await failure(client.job.list());
    expect(error).toMatchObject({
      name: 'ValidationError',
      operationId: 'get_job_list',
      direction: 'response',
    });
    expect(error.errors[0]).toMatchObject({ path: '/result/0/state', rule: 'enum', actual: 42 });
    expect(error.message).toContain('/result/0/state');
  });
});
