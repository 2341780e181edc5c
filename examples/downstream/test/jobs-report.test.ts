import { setupServer } from 'msw/node';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createClient } from '../src/api/index.js';
import { createHandlers, createMockInstallation } from '../src/api/mocks/index.js';
import { canSubmit, jobsReport } from '../src/jobs-report.js';

// The generated mock installation behind MSW: login exchange, access rules and state,
// no network and no real installation needed.
const baseUrl = 'https://jobs.example.com';
const installation = createMockInstallation({ seed: 7 });
const server = setupServer(...createHandlers(installation, { baseUrl }));

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => installation.reset());
afterAll(() => server.close());

async function signedIn(username: string, password: string) {
  const api = createClient({ baseUrl, validate: 'both' });
  await api.login({ username, password });
  return api;
}

describe('jobsReport', () => {
  it('counts the jobs a user submitted, by state', async () => {
    const api = await signedIn('user@example.com', 'user-secret');
    const before = await jobsReport(api);
    await api.job.submit({ body: { name: 'nightly', command: 'make', queue: 'default', project: 1 } });
    const after = await jobsReport(api);
    expect(after.total).toBe(before.total + 1);
    expect(Object.values(after.byState).reduce((a, b) => a + b, 0)).toBe(after.total);
  });
});

describe('canSubmit', () => {
  it('is true for a user with add-job and false for one without', async () => {
    expect(await canSubmit(await signedIn('user@example.com', 'user-secret'), 'default', 1)).toBe(true);
    expect(await canSubmit(await signedIn('viewer@example.com', 'viewer-secret'), 'default', 1)).toBe(false);
  });
});
