import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { availableTargets, emit } from '../../src/emit/index.js';
import { normalise } from '../../src/normalise/index.js';
import { startStandaloneMock, type StandaloneMock } from '../../src/mock/standalone.js';
import type { MockUser } from '../../src/runtime/mock/index.js';
import {
  seedUsers,
  startInstallation,
  type RunningInstallation,
} from '../../fixtures/installation/server.js';
import { repoRoot } from '../helpers/cli.js';
import { writeInRepo } from '../mocks/harness.js';
import { runScenario, type Client, type Step } from './scenario.js';
import { shapeDifferences } from './shape.js';

/**
 * The contract: the same scenario with the generated client, once against the
 * reference installation and once against `specforge mock` of the same document
 * (given the same users), gives the same statuses and response shapes.
 */
const documentPath = join(repoRoot, 'fixtures/installation/docs/v2.json');
const model = normalise({ document: JSON.parse(readFileSync(documentPath, 'utf8')) });

const ROLES: Record<string, Pick<MockUser, 'access' | 'permissions'>> = {
  user: { access: 'user', permissions: ['add-job'] },
  'no-add-job': { access: 'user', permissions: [] },
  'tenant-admin': { access: 'tenant-admin', permissions: ['add-job'] },
  superadmin: { access: 'superadmin', permissions: ['add-job'] },
  'other-tenant': { access: 'user', permissions: ['add-job'] },
};
const users: MockUser[] = Object.values(seedUsers).map((seed) => ({
  username: seed.username,
  password: seed.password,
  ...(ROLES[seed.role] as Pick<MockUser, 'access' | 'permissions'>),
}));

let output: { dir: string; remove(): void };
let reference: RunningInstallation;
let mock: StandaloneMock;
let createClient: (options: { baseUrl: string }) => Client;

beforeAll(async () => {
  output = writeInRepo(
    emit(model, { targets: availableTargets(), specforgeVersion: '0.0.0-test' }),
    true,
  );
  const index = pathToFileURL(join(output.dir, 'index.js')).href;
  createClient = ((await import(index)) as { createClient: typeof createClient }).createClient;
  reference = await startInstallation({ port: 0, version: 'v2' });
  mock = await startStandaloneMock({ source: documentPath, port: 0, users, seed: 1 });
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
