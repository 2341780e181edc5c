import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { setupServer } from 'msw/node';
import type { RequestHandler } from 'msw';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { availableTargets, emit } from '../../src/emit/index.js';
import { loadDocument } from '../../src/loader/index.js';
import { normalise } from '../../src/normalise/index.js';
import { repoRoot } from '../helpers/cli.js';
import { login, startMock, type StartedMock } from '../helpers/mock-process.js';
import { writeInRepo } from './harness.js';

/**
 * `specforge mock` of the Flask-RESTX corpus document (recorded from a real flask-restx
 * 1.3.0 app: fixtures/flask-restx/) with the overlay probe wrote from that app (plus the
 * parser defaults probe cannot learn: fixtures/mocks/flask-restx-defaults.yaml), over HTTP, answering
 * as that app answers (the expected texts are the recorded answers of
 * fixtures/flask-restx/exchanges/catalogue.jsonl and everyday.jsonl), and the generated
 * client of the same document + overlay with `validate: 'both'` accepting every answer.
 */
const documentPath = join(repoRoot, 'fixtures/flask-restx/v2.swagger.json');
const overlays = [
  join(repoRoot, 'fixtures/flask-restx/probe-overlay.v2.yaml'),
  join(repoRoot, 'fixtures/mocks/flask-restx-defaults.yaml'),
];
const overlayFlags = overlays.flatMap((file) => ['--overlay', file]);
// Flask 2.2's page for a URL no route matches, byte for byte as the corpus app sent it.
const FLASK_404 =
  '<!doctype html>\n<html lang=en>\n<title>404 Not Found</title>\n<h1>Not Found</h1>\n<p>The requested URL was not found on the server. If you entered the URL manually please check your spelling and try again.</p>\n';

interface Client {
  login(credentials: { username: string; password: string }): Promise<unknown>;
  request(key: string, params?: unknown): Promise<unknown>;
}
type Job = Record<string, unknown> & { id: number; state: string };

let mock: StartedMock;
let baseUrl: string;
let headers: Record<string, string>;
let output: { dir: string; remove(): void };
let createClient: (options: { baseUrl: string; validate: 'both' }) => Client;

beforeAll(async () => {
  mock = await startMock(documentPath, [...overlayFlags, '--seed', '1']);
  baseUrl = /(http:\/\/127\.0\.0\.1:\d+\/api)\b/.exec(mock.stdout)?.[1] ?? '';
  headers = await login(baseUrl, 'user@example.com', 'user-secret');
  const loaded = await loadDocument(documentPath, { overlays, validate: false });
  const model = normalise({ document: loaded.document, sha256: loaded.lock.sha256 });
  output = writeInRepo(await emit(model, { targets: availableTargets(), specforgeVersion: '0' }), true);
  const index = pathToFileURL(join(output.dir, 'index.js')).href;
  createClient = ((await import(index)) as { createClient: typeof createClient }).createClient;
}, 60_000);

afterAll(() => {
  mock?.child.kill('SIGTERM');
  output?.remove();
});

async function send(path: string, init: RequestInit = {}) {
  const response = await fetch(`${baseUrl}${path}`, {
    ...init,
    headers: { ...headers, 'content-type': 'application/json', ...init.headers },
  });
  return { response, text: await response.text() };
}

const submit = (body: unknown) => send('/job', { method: 'POST', body: JSON.stringify(body) });

describe('specforge mock answers like the Flask-RESTX app', () => {
  it("answers unknown URLs, and an id Flask's <int:> converter refuses, with Flask's HTML page", async () => {
    for (const path of ['/queue', '/job/1/log', '/job/abc']) {
      const { response, text } = await send(path);
      expect([path, response.status, response.headers.get('content-type')]).toEqual([
        path,
        404,
        'text/html; charset=utf-8',
      ]);
      expect(text).toBe(FLASK_404);
    }
    // A job that does not exist is the resource's own answer: the envelope.
    const missing = await send('/job/9999');
    expect([missing.response.status, JSON.parse(missing.text).status]).toEqual([404, 'error']);
  });

  it('answers HEAD on a GET route with the GET answer’s headers and no body', async () => {
    const get = await send('/job/1');
    const head = await send('/job/1', { method: 'HEAD' });
    expect(head.response.status).toBe(200);
    expect(head.response.headers.get('content-type')).toBe('application/json');
    expect(head.response.headers.get('content-length')).toBe(
      String(Buffer.byteLength(get.text, 'utf8')),
    );
    expect(head.text).toBe('');
  });

  it('refuses a submit without a required field with the parser’s message in the envelope', async () => {
    for (const body of [{ priority: 3 }, { queue: 'default' }]) {
      const { response, text } = await submit(body);
      expect([response.status, JSON.parse(text)]).toEqual([
        400,
        { status: 'error', result: ['name: Missing required parameter in the JSON body'] },
      ]);
    }
    const noQueue = await submit({ name: 'x' });
    expect(JSON.parse(noQueue.text).result).toEqual([
      'queue: Missing required parameter in the JSON body',
    ]);
  });

  it('fills omitted body fields with their defaults (priority 5, kind batch, urgent false)', async () => {
    const { response, text } = await submit({ name: 'defaults', queue: 'default' });
    expect(response.status).toBe(201);
    const job = (JSON.parse(text) as { result: Job[] }).result[0] as Job;
    expect(job).toMatchObject({ name: 'defaults', priority: 5, kind: 'batch', urgent: false });
    const given = await submit({
      name: 'given',
      queue: 'default',
      priority: 2,
      kind: 'interactive',
    });
    expect(JSON.parse(given.text).result[0]).toMatchObject({ priority: 2, kind: 'interactive' });
  });

  it('answers a second cancel with 409, as the lifecycle refuses it', async () => {
    const created = (
      JSON.parse((await submit({ name: 'c', queue: 'default' })).text) as {
        result: Job[];
      }
    ).result[0] as Job;
    const first = await send(`/job/${created.id}/cancel`, { method: 'POST' });
    expect([first.response.status, JSON.parse(first.text).result[0].state]).toEqual([
      200,
      'cancelled',
    ]);
    const second = await send(`/job/${created.id}/cancel`, { method: 'POST' });
    expect([second.response.status, JSON.parse(second.text)]).toEqual([
      409,
      { status: 'error', result: `Job ${created.id} is already cancelled` },
    ]);
  });

  it('pages GET /job by the documented limit default (20) when the caller gives none', async () => {
    for (let index = 0; index < 25; index++) await submit({ name: `bulk-${index}`, queue: 'q' });
    const all = (await send('/job?limit=100')).text;
    const total = (JSON.parse(all) as { result: Job[] }).result.length;
    expect(total).toBeGreaterThan(25);
    const paged = (JSON.parse((await send('/job')).text) as { result: Job[] }).result;
    expect(paged).toHaveLength(20);
  });

  it('sends marshalled nulls and decimal strings, every answer valid for the generated client', async () => {
    const api = createClient({ baseUrl: baseUrl.replace(/\/api$/, ''), validate: 'both' });
    await api.login({ username: 'user@example.com', password: 'user-secret' });
    const jobs = (await api.request('GET /job', { query: { limit: 100 } })) as Job[];
    for (const job of jobs.slice(0, 8))
      await api.request('GET /job/{jobid}', { path: { jobid: job.id } });
    const nullable = ['cost', 'score', 'progress', 'due', 'summary'];
    const values = jobs.flatMap((job) => nullable.map((name) => job[name]));
    expect(values.filter((value) => value === null).length).toBeGreaterThan(0);
    expect(values.filter((value) => value !== null && value !== undefined).length).toBeGreaterThan(
      0,
    );
    const decimals = jobs
      .flatMap((job) => [job.cost, job.score])
      .filter((value) => typeof value === 'string');
    expect(decimals.length).toBeGreaterThan(0);
    for (const decimal of decimals) expect(decimal).toMatch(/^\d+\.\d{2}$/);
  });
});

interface Mocks {
  handlers: RequestHandler[];
  createMockInstallation(options: { notFound?: 'html' | 'envelope' }): unknown;
  createHandlers(installation: unknown, options: { baseUrl: string }): RequestHandler[];
}

describe('the generated MSW handlers (the same engine) answer like the Flask-RESTX app', () => {
  const origin = 'https://jobs.example.com';
  const server = setupServer();
  let mocks: Mocks;

  beforeAll(async () => {
    mocks = (await import(pathToFileURL(join(output.dir, 'mocks/index.js')).href)) as Mocks;
    server.listen({ onUnhandledRequest: 'error' });
  });
  afterAll(() => server.close());

  it("HEAD, Flask's 404 page, the parser's message and the 409, with the client validating", async () => {
    server.resetHandlers(...mocks.handlers);
    const api = createClient({ baseUrl: origin, validate: 'both' });
    await api.login({ username: 'user@example.com', password: 'user-secret' });
    const job = (await api.request('POST /job', { body: { name: 'msw', queue: 'q' } })) as Job;
    expect(job).toMatchObject({ priority: 5, kind: 'batch', urgent: false, state: 'queued' });
    await api.request('POST /job/{jobid}/cancel', { path: { jobid: job.id } });
    const again = await api
      .request('POST /job/{jobid}/cancel', { path: { jobid: job.id } })
      .catch((error: unknown) => error as { status?: number });
    expect((again as { status?: number }).status).toBe(409);
    const unknown = await fetch(`${origin}/api/queue`);
    expect([unknown.status, await unknown.text()]).toEqual([404, FLASK_404]);
    const head = await fetch(`${origin}/api/auth`, { method: 'HEAD' });
    expect([head.status, await head.text()]).toEqual([200, '']);
    const refused = await fetch(`${origin}/api/job`, { method: 'POST', body: '{}' });
    expect(refused.status).toBe(401);
  });

  it('answers unknown URLs with the 404 envelope when asked (notFound: envelope)', async () => {
    const installation = mocks.createMockInstallation({ notFound: 'envelope' });
    server.resetHandlers(...mocks.createHandlers(installation, { baseUrl: origin }));
    const unknown = await fetch(`${origin}/api/queue`);
    expect([unknown.status, await unknown.json()]).toEqual([
      404,
      { status: 'error', result: 'The requested URL was not found on the server.' },
    ]);
  });
});

it('specforge mock --not-found envelope answers unknown URLs with the envelope instead', async () => {
  const own = await startMock(documentPath, ['--not-found', 'envelope']);
  try {
    const base = /(http:\/\/127\.0\.0\.1:\d+\/api)\b/.exec(own.stdout)?.[1] ?? '';
    const unknown = await fetch(`${base}/queue`);
    expect([unknown.status, unknown.headers.get('content-type')]).toEqual([
      404,
      'application/json',
    ]);
  } finally {
    own.child.kill('SIGTERM');
  }
});

it('mock.states.refused names the states an action is refused from (409), shown by --describe', async () => {
  const dir = mkdtempSync(join(tmpdir(), 'sf-mock-refused-'));
  const config = join(dir, 'specforge.config.json');
  const refused = { 'POST /job/{jobid}/cancel': ['queued', 'finished', 'cancelled'] };
  writeFileSync(config, JSON.stringify({ mock: { states: { refused } } }));
  const own = await startMock(documentPath, [...overlayFlags, '--config', config]);
  try {
    expect(own.stdout.split('\n')).toContain(
      '  /job state: new queued; POST /job/{jobid}/cancel → cancelled (409 from queued, finished, cancelled)',
    );
    const base = /(http:\/\/127\.0\.0\.1:\d+\/api)\b/.exec(own.stdout)?.[1] ?? '';
    const auth = await login(base, 'user@example.com', 'user-secret');
    const created = await fetch(`${base}/job`, {
      method: 'POST',
      headers: { ...auth, 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'fresh', queue: 'q' }),
    });
    const job = ((await created.json()) as { result: Job[] }).result[0] as Job;
    const cancel = await fetch(`${base}/job/${job.id}/cancel`, { method: 'POST', headers: auth });
    expect([cancel.status, await cancel.json()]).toEqual([
      409,
      { status: 'error', result: `Job ${job.id} is already queued` },
    ]);
  } finally {
    own.child.kill('SIGTERM');
    rmSync(dir, { recursive: true, force: true });
  }
});
