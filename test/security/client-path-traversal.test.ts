import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { failure, generateAndImport, type GeneratedModule } from '../e2e/harness.js';
import { repoRoot } from '../helpers/cli.js';

/**
 * Audit item 3: `.` and `..` survive `encodeURIComponent`, and URL resolution then moves
 * the call: `queue.remove({ queuename: '..' })` sent `DELETE /api/`. The generated client
 * (through the real CLI) must refuse them before anything is sent.
 */
let api: GeneratedModule;
beforeAll(async () => {
  api = await generateAndImport(join(repoRoot, 'fixtures/installation/docs/v1.json'));
}, 60_000);

function recordingClient(sent: string[]) {
  // The client calls fetch with one Request per attempt.
  const fetch = async (request: Request): Promise<Response> => {
    sent.push(new URL(request.url).pathname);
    return new Response(JSON.stringify({ status: 'success', result: null }), {
      status: 200,
      headers: { 'content-type': 'application/json' },
    });
  };
  return api.createClient({ baseUrl: 'http://127.0.0.1:9/api', fetch });
}

describe('path parameters cannot climb the URL (audit item 3)', () => {
  it.each(['..', '.'])('refuses %j as a path parameter and sends nothing', async (value) => {
    const sent: string[] = [];
    const client = recordingClient(sent);
    const error = await failure(client.request('DELETE /queue/{queuename}', { path: { queuename: value } }));
    expect(error.message).toMatch(/path parameter queuename may not be/);
    expect(sent).toEqual([]);
  });

  it('encodes values that only contain dots or slashes, staying on the endpoint', async () => {
    const sent: string[] = [];
    const client = recordingClient(sent);
    await client.request('DELETE /queue/{queuename}', { path: { queuename: '../admin' } }).catch(() => undefined);
    await client.request('DELETE /queue/{queuename}', { path: { queuename: '...' } }).catch(() => undefined);
    expect(sent).toEqual(['/api/queue/..%2Fadmin', '/api/queue/...']);
  });
});
