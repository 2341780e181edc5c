import { beforeAll, describe, expect, it } from 'vitest';
import { asAdmin, asUser, call, jobInstallation, prepareJobValidators } from './engine-helpers.js';

type Job = { id: number; name: string; state: string; queue?: string; priority?: number };

describe('mock installation: state, data, forced statuses, validation', () => {
  beforeAll(prepareJobValidators);

  it('makes a create visible to reads and lists, applies updates, forgets deletes', () => {
    const installation = jobInstallation();
    const headers = asUser(installation);
    const before = call(installation, 'GET', '/api/job', { headers }).body.result as Job[];
    const created = call(installation, 'POST', '/api/job', {
      headers,
      body: { name: 'nightly', queue: 'q1', priority: 3 },
    });
    expect(created.status).toBe(200);
    const job = created.body.result[0] as Job;
    expect(job).toMatchObject({ name: 'nightly', queue: 'q1', priority: 3 });
    expect(job.id).toBe(before.length + 1);
    expect(call(installation, 'GET', `/api/job/${job.id}`, { headers }).body.result).toEqual([job]);
    expect(call(installation, 'GET', '/api/job', { headers }).body.result).toContainEqual(job);
    const updated = call(installation, 'PUT', `/api/job/${job.id}`, {
      headers,
      body: { priority: 9 },
    });
    expect((updated.body.result[0] as Job).priority).toBe(9);
    expect(call(installation, 'DELETE', `/api/job/${job.id}`, { headers }).status).toBe(200);
    const gone = call(installation, 'GET', `/api/job/${job.id}`, { headers });
    expect(gone.status).toBe(404);
    expect(gone.body.status).toBe('error');
    expect(call(installation, 'POST', `/api/job/${job.id}/cancel`, { headers }).status).toBe(404);
  });

  it('honours documented filters and limit/offset', () => {
    const installation = jobInstallation({ itemsPerCollection: 6 });
    const headers = asUser(installation);
    const all = call(installation, 'GET', '/api/job', { headers }).body.result as Job[];
    const page = call(installation, 'GET', '/api/job?limit=2&offset=1', { headers }).body.result;
    expect(page).toEqual(all.slice(1, 3));
    const state = (all[0] as Job).state;
    const filtered = call(installation, 'GET', `/api/job?state=${state}`, { headers }).body
      .result as Job[];
    expect(filtered.length).toBeGreaterThan(0);
    expect(filtered.every((job) => job.state === state)).toBe(true);
    expect(filtered).toEqual(all.filter((job) => job.state === state));
  });

  it('keeps related collections consistent: queues created under /admin, jobs of a queue', () => {
    const installation = jobInstallation();
    const headers = asUser(installation);
    const queues = call(installation, 'GET', '/api/queue', { headers }).body.result as {
      name: string;
    }[];
    const first = (queues[0] as { name: string }).name;
    const ofQueue = call(installation, 'GET', `/api/queue/${first}/job`, { headers }).body
      .result as Job[];
    expect(ofQueue.length).toBeGreaterThan(0);
    expect(ofQueue.every((job) => job.queue === first)).toBe(true);
    const admin = asAdmin(installation);
    expect(
      call(installation, 'POST', '/api/admin/queue', {
        headers: admin,
        body: { name: 'gpu-large' },
      }).status,
    ).toBe(200);
    expect(call(installation, 'GET', '/api/queue/gpu-large', { headers }).status).toBe(200);
    expect(
      call(installation, 'POST', '/api/admin/queue', {
        headers: admin,
        body: { name: 'gpu-large' },
      }).status,
    ).toBe(409);
    call(installation, 'POST', '/api/job', {
      headers,
      body: { name: 'train', queue: 'gpu-large' },
    });
    const jobs = call(installation, 'GET', '/api/queue/gpu-large/job', { headers }).body
      .result as Job[];
    expect(jobs.map((job) => job.name)).toEqual(['train']);
    expect(call(installation, 'GET', '/api/queue/missing/job', { headers }).status).toBe(404);
  });

  it('draws realistic data that respects the schemas, the same for the same seed', () => {
    const jobs = (seed: number) => {
      const installation = jobInstallation({ seed });
      return call(installation, 'GET', '/api/job', { headers: asUser(installation) }).body
        .result as Job[];
    };
    const first = jobs(7);
    expect(jobs(7)).toEqual(first);
    expect(jobs(8)).not.toEqual(first);
    for (const job of first) {
      expect(job.name.length).toBeGreaterThanOrEqual(3);
    }
    const queues = jobInstallation({ seed: 7 });
    const names = call(queues, 'GET', '/api/queue', { headers: asUser(queues) }).body.result as {
      name: string;
    }[];
    for (const queue of names) expect(queue.name).toMatch(/^[a-z][a-z0-9-]{2,15}$/);
  });

  it('reaches every documented status with Prefer: code=N, and refuses undocumented ones', () => {
    const installation = jobInstallation();
    const headers = asUser(installation);
    const missing = call(installation, 'GET', '/api/job/1', {
      headers: { ...headers, Prefer: 'code=404' },
    });
    expect(missing.status).toBe(404);
    expect(missing.body.status).toBe('error');
    const conflict = call(installation, 'DELETE', '/api/job/1', {
      headers: { ...headers, Prefer: 'code=409' },
    });
    expect(conflict.status).toBe(409);
    expect(call(installation, 'GET', '/api/job/1', { headers }).status).toBe(200);
    const teapot = call(installation, 'GET', '/api/job', {
      headers: { ...headers, Prefer: 'code=418' },
    });
    expect(teapot.status).toBe(400);
    expect(teapot.body.result).toMatch(/not documented for get_job_list/);
  });

  it('forces answers through the override API, for a number of requests', () => {
    const installation = jobInstallation();
    const headers = asUser(installation);
    installation.override('GET /job/{jobid}', { status: 500, message: 'boom', times: 1 });
    expect(call(installation, 'GET', '/api/job/1', { headers }).body).toEqual({
      status: 'error',
      result: 'boom',
    });
    expect(call(installation, 'GET', '/api/job/1', { headers }).status).toBe(200);
    // Before login, like an installation that is down.
    installation.override('POST /job', { status: 503, message: 'maintenance', times: 1 });
    expect(call(installation, 'POST', '/api/job', { body: { name: 'x' } })).toMatchObject({
      status: 503,
      body: { status: 'error', result: 'maintenance' },
    });
    const remove = installation.override('get_job_list', { status: 200, result: [] });
    expect(call(installation, 'GET', '/api/job', { headers }).body.result).toEqual([]);
    remove();
    const jobs = call(installation, 'GET', '/api/job', { headers }).body.result as Job[];
    expect(jobs.length).toBeGreaterThan(0);
    // A success without a result is the usual answer with that status.
    installation.override('GET /job/{jobid}', { status: 203, times: 1 });
    expect(call(installation, 'GET', '/api/job/1', { headers })).toMatchObject({
      status: 203,
      body: { result: [jobs.find((job) => job.id === 1)] },
    });
  });

  it('computes answers with respond(): after login and validation, results checked', () => {
    const installation = jobInstallation();
    const headers = asUser(installation);
    const seen: unknown[] = [];
    const remove = installation.respond('GET /job', (request, state) => {
      seen.push(request.params, request.user?.username);
      return (state.items('/job') as Job[]).filter((job) => job.id === 2);
    });
    expect(call(installation, 'GET', '/api/job').status).toBe(401);
    expect(call(installation, 'GET', '/api/job?limit=x', { headers }).status).toBe(400);
    const two = call(installation, 'GET', '/api/job?limit=5', { headers });
    expect((two.body.result as Job[]).map((job) => job.id)).toEqual([2]);
    expect(seen).toEqual([{ query: { limit: 5 } }, 'user@example.com']);
    remove();
    expect(call(installation, 'GET', '/api/job', { headers }).body.result.length).toBeGreaterThan(
      1,
    );
    installation.respond('GET /job/{jobid}', (_request, state) => state.fail(409, 'Job is busy'));
    expect(call(installation, 'GET', '/api/job/1', { headers })).toMatchObject({
      status: 409,
      body: { status: 'error', result: 'Job is busy' },
    });
    // A result that does not match the document is never sent as data.
    installation.respond('POST /job', () => ({ id: 'seven' }));
    const bad = call(installation, 'POST', '/api/job', {
      headers,
      body: { name: 'nightly', queue: 'q1' },
    });
    expect(bad.status).toBe(500);
    expect(bad.body.result).toMatch(/^the answer set for POST \/job does not match the document: /);
    installation.reset();
    expect(call(installation, 'GET', '/api/job/1', { headers: asUser(installation) }).status).toBe(
      200,
    );
  });

  it('validates requests with the generated validators: 400 naming the field', () => {
    const installation = jobInstallation();
    const headers = asUser(installation);
    const noQueue = call(installation, 'POST', '/api/job', { headers, body: { name: 'nightly' } });
    expect(noQueue.status).toBe(400);
    // A required field left out: Flask-RESTX's parser message, as the service lists it.
    expect(noQueue.body.result).toEqual(['queue: Missing required parameter in the JSON body']);
    const badPriority = call(installation, 'POST', '/api/job', {
      headers,
      body: { name: 'x1x', queue: 'q', priority: 11 },
    });
    expect(badPriority.body.result[0]).toMatch(/\/priority/);
    expect(call(installation, 'GET', '/api/job/abc', { headers }).status).toBe(404);
    const badLimit = call(installation, 'GET', '/api/job?limit=many', { headers });
    expect(badLimit.body.result).toEqual([
      'Input parameter validation failed: /query/limit: must be an integer',
    ]);
    const withValidators = jobInstallation({
      validators: {
        post_job_list: {
          body: () => ({ ok: false, errors: [{ path: '/name', message: 'too dull' }] }),
        },
      },
    });
    const refused = call(withValidators, 'POST', '/api/job', {
      headers: asUser(withValidators),
      body: { name: 'a', queue: 'q' },
    });
    expect(refused.body).toEqual({
      status: 'error',
      result: ['Input payload validation failed: /name: too dull'],
    });
  });

  it('narrows results to the X-Fields mask', () => {
    const installation = jobInstallation();
    const headers = { ...asUser(installation), 'X-Fields': '{id,name}' };
    const jobs = call(installation, 'GET', '/api/job', { headers }).body.result as object[];
    for (const job of jobs) expect(Object.keys(job).sort()).toEqual(['id', 'name']);
  });

  it('injects faults at the given rate and resets to the seeded state', () => {
    const faulty = jobInstallation({ faultRate: 1, faultStatus: 502 });
    expect(call(faulty, 'GET', '/api/job').status).toBe(502);
    const installation = jobInstallation();
    const headers = asUser(installation);
    call(installation, 'DELETE', '/api/job/1', { headers });
    installation.reset();
    const again = asUser(installation);
    expect(call(installation, 'GET', '/api/job/1', { headers: again }).status).toBe(200);
    expect(call(installation, 'GET', '/api/nowhere', { headers: again }).body).toEqual({
      status: 'error',
      result: 'The requested URL was not found on the server.',
    });
  });
});
