import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  seedUsers,
  startInstallation,
  type RunningInstallation,
} from '../../fixtures/installation/server.js';
import { failure, generateAndImport, type GeneratedModule } from './harness.js';
import { startFront, type Divert, type Recording } from './redirect-servers.js';

/**
 * Flask's answers outside the envelope (issue 28 item 6), through the generated client:
 * the reference installation behind a front that answers a removed URL with the HTML
 * page Flask (Werkzeug 2.2) sends for an unknown route.
 */
const FLASK_404 = `<!doctype html>
<html lang=en>
<title>404 Not Found</title>
<h1>Not Found</h1>
<p>The requested URL was not found on the server. If you entered the URL manually please check your spelling and try again.</p>
`;
const { user } = seedUsers;

describe("generated client: Flask's HTML error page", () => {
  let installation: RunningInstallation;
  let front: Recording;
  let api: GeneratedModule;
  const divert: Divert = (r) =>
    r.url.startsWith('/api/job/') ? { status: 404, html: FLASK_404 } : undefined;

  beforeAll(async () => {
    installation = await startInstallation({ version: 'v2' });
    front = await startFront(installation.baseUrl, () => divert);
    api = await generateAndImport(installation.baseUrl);
  }, 120_000);
  afterAll(async () => {
    await Promise.all([front?.close(), installation?.close()]);
  });

  it('is a not-found ApiError whose serviceMessage is the page title, never the page', async () => {
    const c = api.createClient({ baseUrl: front.url });
    await c.login({ username: user.username, password: user.password });
    const error = await failure(c.job.get({ jobid: 7 }));
    expect(error).toBeInstanceOf(api.ApiError);
    expect(error).toMatchObject({
      kind: 'not-found',
      status: 404,
      serviceMessage: '404 Not Found',
      messages: ['404 Not Found'],
    });
    expect(error.message).toMatch(/: 404 not-found: 404 Not Found$/);
    expect(error.message).not.toContain('<');
  });
});
