import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import {
  corpusDir,
  type Exchange,
  readDocument,
  readExchanges,
} from '../../fixtures/flask-restx/exchanges.js';
import { type Replay, startReplay } from '../../fixtures/flask-restx/replay.js';
import { runCli } from '../helpers/cli.js';

/** The replay server the Flask-RESTX tests stand on, and a probe run on the recorded probe. */
const open: Replay[] = [];
afterEach(async () => {
  await Promise.all(open.splice(0).map((replay) => replay.close()));
});

async function replayOf(exchanges: Exchange[], document?: Uint8Array): Promise<Replay> {
  const replay = await startReplay({ exchanges, document, port: 0 });
  open.push(replay);
  return replay;
}

function exchange(path: string, response: string, extra: Partial<Exchange> = {}): Exchange {
  return {
    method: 'GET',
    path,
    requestHeaders: {},
    body: null,
    status: 200,
    headers: { 'content-type': 'application/json' },
    response,
    ...extra,
  };
}

describe('startReplay', () => {
  it('serves the answers for one request in recorded order, each once, then a 599 miss', async () => {
    const replay = await replayOf([
      exchange('/api/auth', '"first"'),
      exchange('/api/auth', '"second"'),
    ]);
    const texts = [];
    for (let i = 0; i < 3; i++) texts.push(await (await fetch(`${replay.url}/api/auth`)).text());
    expect(texts.slice(0, 2)).toEqual(['"first"', '"second"']);
    expect(texts[2]).toContain('GET /api/auth');
    expect(texts[2]).toContain('re-record with npm run record:flask-restx');
    expect(replay.misses).toEqual(['GET /api/auth | X-Fields: - | body: -']);
  });

  it('answers an unrecorded request 599 naming it, and lists it in misses', async () => {
    const replay = await replayOf([exchange('/api/job?state=queued&state=running', '[]')]);
    const answer = await fetch(`${replay.url}/api/job?state=queued,running`);
    expect(answer.status).toBe(599);
    expect(await answer.text()).toContain('/api/job?state=queued%2Crunning');
    expect(replay.misses).toHaveLength(1);
  });

  it('matches a query whatever the order of its names, but keeps the order of repeated values', async () => {
    const replay = await replayOf([
      exchange('/api/job?state=queued&limit=5&state=running', '"ok"'),
    ]);
    const swapped = await fetch(`${replay.url}/api/job?state=running&limit=5&state=queued`);
    expect(swapped.status).toBe(599);
    const reordered = await fetch(`${replay.url}/api/job?limit=5&state=queued&state=running`);
    expect(await reordered.text()).toBe('"ok"');
  });

  it('matches a JSON body by its canonical form, and tells masks apart', async () => {
    const post = { method: 'POST', body: '{"name":"x","priority":3}', status: 201 };
    const replay = await replayOf([
      exchange('/api/job', '"created"', post),
      exchange('/api/job/1', '"masked"', { requestHeaders: { 'x-fields': '{id,name}' } }),
      exchange('/api/job/1', '"whole"'),
    ]);
    const created = await fetch(`${replay.url}/api/job`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ priority: 3, name: 'x' }),
    });
    expect([created.status, await created.text()]).toEqual([201, '"created"']);
    expect(await (await fetch(`${replay.url}/api/job/1`)).text()).toBe('"whole"');
    const masked = await fetch(`${replay.url}/api/job/1`, { headers: { 'X-Fields': '{id,name}' } });
    expect(await masked.text()).toBe('"masked"');
  });

  it('serves the document as its recorded bytes, as often as asked', async () => {
    const bytes = readDocument(1);
    const replay = await replayOf([], bytes);
    for (let i = 0; i < 2; i++) {
      const served = Buffer.from(
        await (await fetch(`${replay.url}/api/swagger.json`)).arrayBuffer(),
      );
      expect(served.equals(bytes)).toBe(true);
    }
  });

  it("replays the catalogue's HTML 404 and HEAD answers as recorded", async () => {
    const replay = await replayOf(readExchanges('catalogue'));
    const html = await fetch(`${replay.url}/api/queue`, { headers: { Session: 'x', Token: 'y' } });
    expect(html.status).toBe(404);
    expect(html.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(await html.text()).toContain('<title>404 Not Found</title>');
    const head = await fetch(`${replay.url}/api/job/1`, { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(Number(head.headers.get('content-length'))).toBeGreaterThan(0);
  });
});

describe('specforge probe on the recorded probe exchanges', () => {
  // Fails when probe sends something the recording lacks: re-record (npm run record:flask-restx).
  it('asks nothing the read-only recording lacks', async () => {
    const replay = await replayOf(readExchanges('probe-read'), readDocument(1));
    const users = join(corpusDir, 'users.json');
    const args = ['probe', replay.url, '--user-file', users, '--json', '--concurrency', '1'];
    const result = await runCli(args);
    expect(replay.misses).toEqual([]);
    expect([0, 1]).toContain(result.code);
    expect(JSON.parse(result.stdout)).toHaveProperty('findings');
  });
});
