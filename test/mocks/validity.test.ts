import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { normalise } from '../../src/normalise/index.js';
import { repoRoot } from '../helpers/cli.js';
import { jobModel } from './job-model.js';
import { generateMocks, writeInRepo } from './harness.js';
import type { ApiModel } from '../../src/ir/types.js';

/**
 * The seeded data is valid against the generated validators: every GET (and every
 * create with a body the generated validators accept) through the generated mocks,
 * its envelope checked by `operationValidators[id].result`.
 */
type Result = { ok: boolean; errors?: { path: string; message: string }[] };
type Factory = (overrides?: Record<string, unknown>, options?: { seed?: number }) => unknown;
interface Generated {
  validators: {
    operationValidators: Record<string, { result?: (value: unknown) => Result }>;
  } & Record<string, unknown>;
  factories: Record<string, Factory>;
  mocks: {
    createMockInstallation(options: { seed: number }): {
      handle(request: {
        method: string;
        url: string;
        headers: Record<string, string>;
        body?: string;
      }): {
        status: number;
        body: string;
      };
    };
  };
}

const v2 = normalise({
  document: JSON.parse(readFileSync(join(repoRoot, 'fixtures/installation/docs/v2.json'), 'utf8')),
});
const outputs: { remove(): void }[] = [];

async function load(model: ApiModel): Promise<Generated> {
  const output = writeInRepo(generateMocks(model), true);
  outputs.push(output);
  const url = (path: string) => pathToFileURL(join(output.dir, path)).href;
  return {
    validators: (await import(url('validators.js'))) as Generated['validators'],
    mocks: (await import(url('mocks/index.js'))) as Generated['mocks'],
    factories: (await import(url('mocks/factories.js'))) as Generated['factories'],
  };
}

/** Problems of every successful GET's envelope, for a few seeds (and how many were checked). */
function invalidResponses(
  model: ApiModel,
  generated: Generated,
): { problems: string[]; checked: number } {
  const problems: string[] = [];
  let checked = 0;
  for (const seed of [1, 2, 3]) {
    const installation = generated.mocks.createMockInstallation({ seed });
    const send = (
      method: string,
      url: string,
      headers: Record<string, string> = {},
      body?: unknown,
    ) =>
      installation.handle({
        method,
        url,
        headers,
        body: body === undefined ? undefined : JSON.stringify(body),
      });
    const start = JSON.parse(send('GET', '/api/auth').body).result[0];
    const login = send(
      'POST',
      '/api/auth',
      {},
      { ...start, username: 'root@example.com', password: 'root-secret' },
    );
    const headers = {
      session: start.session,
      token: JSON.parse(login.body).result[0].token as string,
    };
    for (const operation of model.operations.filter(
      (op) => op.method === 'GET' && op.result.shape !== 'raw',
    )) {
      const response = send('GET', `/api${operation.path.replace(/\{[^}]+\}/g, '1')}`, headers);
      const validate = generated.validators.operationValidators[operation.id]?.result;
      if (response.status !== 200 || !validate) continue;
      const result = validate(JSON.parse(response.body));
      checked++;
      if (!result.ok)
        problems.push(
          `seed ${seed} ${operation.id}: ${JSON.stringify(result.errors?.slice(0, 2))}`,
        );
    }
  }
  return { problems, checked };
}

afterAll(() => outputs.forEach((output) => output.remove()));

describe('seeded data against the generated validators', () => {
  let job: Generated;
  let reference: Generated;
  beforeAll(async () => {
    job = await load(jobModel);
    reference = await load(v2);
  });

  it('the validators do reject a wrong envelope (so the checks below can fail)', () => {
    const validate = job.validators.operationValidators.get_job_list?.result;
    expect(validate?.({ status: 'success', result: [{ id: 'one' }] }).ok).toBe(false);
  });

  it('the job model: every GET response is valid', () => {
    const { problems, checked } = invalidResponses(jobModel, job);
    expect(problems).toEqual([]);
    expect(checked).toBeGreaterThanOrEqual(3 * 6);
  });

  it('the reference installation v2: every GET response is valid', () => {
    const { problems, checked } = invalidResponses(v2, reference);
    expect(problems).toEqual([]);
    expect(checked).toBeGreaterThanOrEqual(3 * 25);
  });
});

describe('typed data factories (mocks/factories.ts)', () => {
  let reference: Generated;
  beforeAll(async () => {
    reference = await load(v2);
  });

  it('gives every named schema a factory whose values its validator accepts, by seed', () => {
    const problems: string[] = [];
    for (const named of v2.schemas) {
      const make = reference.factories[`mock${named.name}`];
      const validate = reference.validators[`validate${named.name}`] as (v: unknown) => Result;
      if (!make || !validate) {
        problems.push(`${named.name}: no factory or validator`);
        continue;
      }
      for (const seed of [1, 2, 3, 4, 5]) {
        const result = validate(make(undefined, { seed }));
        if (!result.ok)
          problems.push(`${named.name} seed ${seed}: ${JSON.stringify(result.errors)}`);
      }
    }
    expect(problems).toEqual([]);
  });

  it('is deterministic by seed and lays overrides over the drawn value', () => {
    const mockJob = reference.factories.mockJob as Factory;
    expect(mockJob(undefined, { seed: 4 })).toEqual(mockJob(undefined, { seed: 4 }));
    expect(mockJob(undefined, { seed: 4 })).not.toEqual(mockJob(undefined, { seed: 5 }));
    expect(mockJob({ name: 'nightly', state: 'held' })).toMatchObject({
      name: 'nightly',
      state: 'held',
    });
  });
});
