import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  seedUsers,
  startInstallation,
  type RunningInstallation,
} from '../../fixtures/installation/server.js';
import { sha256Canonical } from '../../src/json/canonical.js';
import { verifyFiles } from '../../src/write/verify.js';
import { repoRoot } from '../helpers/cli.js';
import { json, startServer, type TestServer } from '../helpers/servers.js';
import { failure } from '../e2e/harness.js';
import { generateVersionsOutput, type StoryModule, type VersionsOutput } from './harness.js';

/**
 * One program, one client generated over HTTP from the reference installation run as v1
 * and as v2 (`generate --source 1.0=<v1 URL> --source 2.0=<v2 URL>`), connecting to both.
 */
const { user } = seedUsers;
const credentials = { username: user.username, password: user.password };

interface Generated {
  connect(baseUrl: string, options?: Record<string, unknown>): Promise<Record<string, any>>;
  OperationNotInVersionError: new (...args: never[]) => Error;
  UnknownVersionError: new (...args: never[]) => Error;
}

let v1: RunningInstallation;
let v2: RunningInstallation;
let output: VersionsOutput;
let program: StoryModule;
let api: Generated;

beforeAll(async () => {
  [v1, v2] = await Promise.all([
    startInstallation({ version: 'v1' }),
    startInstallation({ version: 'v2' }),
  ]);
  output = await generateVersionsOutput({ '1.0': v1.baseUrl, '2.0': v2.baseUrl }, 'types,client');
  program = await output.import<StoryModule>('story.js');
  api = await output.import<Generated>('api/index.js');
}, 180_000);
afterAll(async () => {
  output?.remove();
  await Promise.all([v1?.close(), v2?.close()]);
});

it('the program and its @ts-expect-error lines compile with the strictest options', async () => {
  expect(await verifyFiles(output.tsFiles, output.dir)).toEqual([]);
}, 120_000);

describe.each([
  ['1.0', () => v1],
  ['2.0', () => v2],
] as const)('the program against version %s', (version, installation) => {
  it('connects by the document hash, calls api.common and, on 2.0 only, job.stats', async () => {
    const result = await program.story(installation().baseUrl, credentials);
    expect(result).toMatchObject({
      version,
      matchedBy: 'sha256',
      realmadmin: false,
      jobName: 'story',
    });
    expect(result.queues).toBeGreaterThan(0);
    if (version === '2.0') expect(result.stats).toContain('total');
    else expect(result.stats).toBeUndefined();
  });
});

it('a forced call of a 2.0 operation on 1.0 is refused before any request is sent', async () => {
  let sent = 0;
  const fetch = (request: Request) => {
    sent += 1;
    return globalThis.fetch(request);
  };
  // Pinned: no document is read.
  const client = await api.connect(v1.baseUrl, { fetch, version: '1.0' });
  expect(client.connection).toEqual({ matchedBy: 'pinned' });
  expect(sent).toBe(0);
  await client.login(credentials);
  const before = sent;
  const forced = await failure(client.job.stats.get());
  expect(forced).toBeInstanceOf(api.OperationNotInVersionError);
  expect(forced).toMatchObject({
    operation: 'GET /job/stats',
    version: '1.0',
    availableIn: ['2.0'],
  });
  const raw = await failure(client.request('GET /job/stats'));
  expect(raw).toBeInstanceOf(api.OperationNotInVersionError);
  expect(sent).toBe(before);
  await client.logout();
});

describe('an installation whose document matches no generated version', () => {
  // v2 with one operation changed (GET /job/stats takes a query parameter) and a new info.version.
  const v2Document = JSON.parse(
    readFileSync(join(repoRoot, 'fixtures/installation/docs/v2.json'), 'utf8'),
  );
  const changed = structuredClone(v2Document);
  changed.info.version = '2.1.0';
  changed.paths['/job/stats'].get.parameters = [{ name: 'since', in: 'query', type: 'string' }];
  let documentServer: TestServer;
  let documentUrl: string;
  beforeAll(async () => {
    documentServer = await startServer(json(changed));
    documentUrl = `${documentServer.url}/api/swagger.json`;
  });
  afterAll(() => documentServer?.close());

  it('is refused with a typed error naming its hash, its version and the nearest version', async () => {
    const error = await failure(api.connect(v2.baseUrl, { documentUrl }));
    expect(error).toBeInstanceOf(api.UnknownVersionError);
    expect(error).toMatchObject({
      sha256: sha256Canonical(changed),
      infoVersion: '2.1.0',
      nearest: { name: '2.0', infoVersion: '2.0.0', differing: ['GET /job/stats'] },
      blocking: [],
    });
    expect(error.message).toContain('nearest: 2.0');
  });

  it('is accepted as the nearest version when none of the operations the caller uses differs', async () => {
    const uses = [
      'POST /auth',
      'GET /user/permission',
      'GET /queue',
      'POST /job',
      'GET /job/{jobid}',
    ];
    const result = await program
      .story(v2.baseUrl, credentials, {
        documentUrl,
        acceptNearest: { uses: [...uses, 'GET /job/stats'] },
      })
      .catch((error: Error) => error);
    // the story calls GET /job/stats on 2.0, which differs: refused, naming it
    expect(result).toBeInstanceOf(api.UnknownVersionError);
    expect(result).toMatchObject({ blocking: ['GET /job/stats'] });
    const client = await api.connect(v2.baseUrl, { documentUrl, acceptNearest: { uses } });
    expect(client.version).toBe('2.0');
    expect(client.connection).toMatchObject({
      matchedBy: 'nearest',
      infoVersion: '2.1.0',
      differing: ['GET /job/stats'],
    });
    await client.login(credentials);
    expect((await client.common.queue.list()).length).toBeGreaterThan(0);
    await client.logout();
  });
});
