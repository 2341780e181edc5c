import { beforeAll, describe, expect, it } from 'vitest';
import type { MockOperationValidators } from '../../src/runtime/mock/index.js';
import { asUser, call, jobInstallation, prepareJobValidators } from './engine-helpers.js';

type Validators = Readonly<Record<string, MockOperationValidators>>;

/**
 * The job model's validators with every result check counted; while `refusals > 0`, a
 * result check refuses (as an invalid draw would be refused) and counts one down.
 */
function watched(real: Validators) {
  const seen = { checks: 0, refusals: 0 };
  const validators: Record<string, MockOperationValidators> = {};
  for (const [id, parts] of Object.entries(real)) {
    const result = parts.result;
    validators[id] = !result
      ? parts
      : {
          ...parts,
          result: (value) => {
            seen.checks++;
            if (seen.refusals === 0) return result(value);
            seen.refusals--;
            return { ok: false, errors: [{ path: '/result/0/name', message: 'refused' }] };
          },
        };
  }
  return { validators, seen };
}

const BODY = { name: 'nightly', queue: 'q1', priority: 3 };

describe('mock installation: a create checks its new item once', () => {
  let real: Validators;
  beforeAll(async () => {
    real = (await prepareJobValidators()) as Validators;
  });

  it('checks the drawn job, its state, id and the request fields in one validation', () => {
    const { validators, seen } = watched(real);
    const installation = jobInstallation({ validators });
    const headers = asUser(installation);
    call(installation, 'POST', '/api/job', { headers, body: BODY }); // seeds jobs and queues
    seen.checks = 0;
    const created = call(installation, 'POST', '/api/job', { headers, body: BODY });
    expect(created.status).toBe(200);
    expect(created.body.result[0]).toMatchObject({ ...BODY, state: 'queued' });
    expect(seen.checks).toBe(1);
  });

  it('draws again when that check fails, and stores and answers a valid job all the same', () => {
    const plain = jobInstallation();
    const plainHeaders = asUser(plain);
    const expected = call(plain, 'POST', '/api/job', { headers: plainHeaders, body: BODY });

    const { validators, seen } = watched(real);
    const installation = jobInstallation({ validators });
    const headers = asUser(installation);
    call(installation, 'GET', '/api/job', { headers }); // seeds jobs and queues
    seen.refusals = 1;
    seen.checks = 0;
    const created = call(installation, 'POST', '/api/job', { headers, body: BODY });
    expect(seen.checks).toBeGreaterThan(1); // the refused check, then the checked path's
    expect(created).toEqual(expected); // the same draw, which was valid, and the same fields
    const job = created.body.result[0] as { id: number };
    const stored = call(installation, 'GET', `/api/job/${job.id}`, { headers });
    expect(stored.body.result).toEqual([job]);
    const check = real['get_job_resource']?.result;
    expect(check?.({ status: 'success', result: [job] })).toMatchObject({ ok: true });
  });
});
