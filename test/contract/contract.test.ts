import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { availableTargets, emit } from '../../src/emit/index.js';
import { normalise } from '../../src/normalise/index.js';
import { loadDocument } from '../../src/loader/index.js';
import type { ApiModel } from '../../src/ir/types.js';
import { startStandaloneMock, type StandaloneMock } from '../../src/mock/standalone.js';
import type { MockUser } from '../../src/runtime/mock/index.js';
import {
  seedUsers,
  startInstallation,
  type RunningInstallation,
} from '../../fixtures/installation/server.js';
import { repoRoot } from '../helpers/cli.js';
import { writeInRepo } from '../mocks/harness.js';
import { runScenario, runUserStory, type Client, type Step, type StoryStep } from './scenario.js';
import { shapeDifferences } from './shape.js';

/**
 * The contract: the same scenario with the generated client, once against the
 * reference installation and once against `specforge mock` of the same document
 * (given the same users), gives the same statuses and response shapes.
 */
const documentPath = join(repoRoot, 'fixtures/installation/docs/v2.json');
// The installation sends decimals as strings where its document says `number`: the user's
// overlay says so (strict validation then holds on both sides; the document plus overlay rules).
const overlays = [join(repoRoot, 'fixtures/installation/overlays/decimals.yaml')];
let model: ApiModel;

// The reference's seeded users, as a users file gives them to the mock (their groups' permissions).
const EVERYTHING = ['add-job', 'cancel-job', 'read-storage', 'write-storage'];
const ROLES: Record<string, Pick<MockUser, 'access' | 'permissions'>> = {
  user: { access: 'user', permissions: EVERYTHING },
  'no-add-job': { access: 'user', permissions: ['read-storage'] },
  'tenant-admin': { access: 'tenant-admin', permissions: EVERYTHING },
  superadmin: { access: 'superadmin', permissions: EVERYTHING },
  'other-tenant': { access: 'user', permissions: EVERYTHING },
};
const users: MockUser[] = Object.values(seedUsers).map((seed) => ({
  username: seed.username,
  password: seed.password,
  ...(ROLES[seed.role] as Pick<MockUser, 'access' | 'permissions'>),
}));

let output: { dir: string; remove(): void };
let reference: RunningInstallation;
let mock: StandaloneMock;
let createClient: (options: { baseUrl: string; validate?: 'both' }) => Client;

beforeAll(async () => {
  const loaded = await loadDocument(documentPath, { overlays, validate: false });
  model = normalise({ document: loaded.document, sha256: loaded.lock.sha256 });
  output = writeInRepo(
    await emit(model, { targets: availableTargets(), specforgeVersion: '0.0.0-test' }),
    true,
  );
  const index = pathToFileURL(join(output.dir, 'index.js')).href;
  createClient = ((await import(index)) as { createClient: typeof createClient }).createClient;
  reference = await startInstallation({ port: 0, version: 'v2' });
  mock = await startStandaloneMock({
    source: documentPath,
    load: { overlays },
    port: 0,
    users,
    seed: 1,
  });
});

afterAll(async () => {
  await reference?.close();
  await mock?.close();
  output?.remove();
});

describe('contract: reference installation vs specforge mock', () => {
  let expected: Step[];
  let actual: Step[];

  beforeAll(async () => {
    expected = await runScenario(() => createClient({ baseUrl: reference.baseUrl }), seedUsers);
    actual = await runScenario(() => createClient({ baseUrl: mock.origin }), seedUsers);
  });

  it('runs a scenario that exercises success, refusals and state on the reference', () => {
    const status = Object.fromEntries(expected.map((step) => [step.name, step.status]));
    expect(status).toMatchObject({
      'GET /job without login': 401,
      'GET /job': 200,
      'POST /job': 200,
      'GET /job/{jobid} deleted': 404,
      'POST /job without queue': 400,
      'GET /admin/user as user': 403,
      'GET /superadmin/realm as user': 401,
      'POST /job without add-job': 403,
      'GET /superadmin/realm as superadmin': 200,
      'GET /job after logout': 401,
    });
    expect((expected[1]?.result as unknown[]).length).toBeGreaterThan(0);
  });

  it('gives the same status at every step', () => {
    const statuses = (steps: Step[]) => steps.map((step) => `${step.name}: ${step.status}`);
    expect(statuses(actual)).toEqual(statuses(expected));
  });

  it('gives responses of the same shape at every step', () => {
    const differences = expected.flatMap((step, index) =>
      shapeDifferences(step.result, actual[index]?.result).map(
        (difference) => `${step.name} ${difference}`,
      ),
    );
    expect(differences).toEqual([]);
  });
});

describe('contract: the user story of #13 with strict validate: both, on the reference and the mock', () => {
  let expected: StoryStep[];
  let actual: StoryStep[];

  beforeAll(async () => {
    const story = (baseUrl: string) =>
      // Strict validation (the default mode) of every request and response.
      runUserStory(() => createClient({ baseUrl, validate: 'both' }), seedUsers);
    expected = await story(reference.baseUrl);
    actual = await story(mock.origin);
  });

  const summary = (steps: StoryStep[]) =>
    steps.map((step) => `${step.name}: ${step.status ?? '-'} ${step.kind ?? 'ok'}`);

  it('runs the story on the reference as the service behaves', () => {
    expect(summary(expected)).toEqual([
      'login as a user with add-job: 200 ok',
      'read own permissions: 200 ok',
      'submit a job: 200 ok',
      'list queued and running jobs: 200 ok',
      'get the job: 200 ok',
      'cancel the job: 200 ok',
      'get the cancelled job: 200 ok',
      'an admin operation is refused: 403 forbidden',
      'logout: 200 ok',
      'after logout: 401 unauthorized',
      'login as a user without add-job: 200 ok',
      'submit without add-job: 403 forbidden',
    ]);
  });

  it('gives the same status and error kind at every step on the mock, every response valid', () => {
    expect(summary(actual)).toEqual(summary(expected));
  });

  it('answers from the users file, and keeps the lifecycle: queued, then cancelled', () => {
    for (const steps of [expected, actual]) {
      const result = (name: string) => steps.find((step) => step.name === name)?.result;
      const permissions = result('read own permissions') as {
        permissions: string[];
        realmadmin: boolean;
      };
      expect([...permissions.permissions].sort()).toEqual(EVERYTHING);
      expect(permissions.realmadmin).toBe(false);
      const submitted = result('submit a job') as { id: number; state: string };
      expect(submitted.state).toBe('queued');
      const listed = result('list queued and running jobs') as { id: number; state: string }[];
      expect(listed.map((job) => job.id)).toContain(submitted.id);
      const states = new Set(listed.map((job) => job.state));
      expect([...states].every((state) => ['queued', 'running'].includes(state))).toBe(true);
      expect((result('get the cancelled job') as { state: string }).state).toBe('cancelled');
    }
  });
});
