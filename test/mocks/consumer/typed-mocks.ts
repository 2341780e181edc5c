/**
 * A downstream test suite's use of the generated mocks' typed `override` and `respond`,
 * compiled next to the mocks generated for the reference installation v2
 * (test/mocks/emit.test.ts): every `@ts-expect-error` line must be an error, so a
 * wrong operation key or a wrong result shape is caught by the compiler.
 */
import { createMockInstallation, installation, MockFailure } from './mocks/index.js';
import type { Job } from './types.js';

export function typedOverrides(): (() => void)[] {
  const job: Job = { id: 1, name: 'nightly', state: 'queued' };
  return [
    installation.override('POST /job', { status: 503, message: 'maintenance' }),
    installation.override('GET /job/{jobid}', { status: 200, result: job, times: 1 }),
    installation.override('GET /job', { status: 200, result: [job] }),
    installation.respond('GET /job', (request, state) => {
      const wanted = request.params.query?.state ?? ['queued'];
      const jobs = state.items('/job') as Job[];
      return jobs.filter((candidate) => wanted.includes(candidate.state));
    }),
    installation.respond('GET /job/{jobid}', (request, state) =>
      request.params.path.jobid === 7 ? state.fail(404, 'Job not found') : job,
    ),
    createMockInstallation({ seed: 2 }).respond('POST /job', (request) => ({
      ...job,
      name: request.params.body.name,
    })),
  ];
}

export function typeErrorsAreCaught(): void {
  // @ts-expect-error no such operation
  installation.override('GET /nowhere', { status: 500 });
  // @ts-expect-error the method belongs to the key: POST /job/{jobid} is not documented
  installation.respond('POST /job/{jobid}', () => undefined);
  // @ts-expect-error GET /job/{jobid} answers one Job, not a list
  installation.override('GET /job/{jobid}', { status: 200, result: [] });
  const textIds = [{ id: 'x', name: 'n', state: 'queued' as const }];
  // @ts-expect-error a Job's id is a number
  installation.override('GET /job', { status: 200, result: textIds });
  // @ts-expect-error the state is one of the documented values
  installation.respond('GET /job/{jobid}', () => ({ id: 1, name: 'n', state: 'sleeping' }));
  // @ts-expect-error GET /job takes no body
  installation.respond('GET /job', (request) => [request.params.body]);
  // @ts-expect-error jobid is a number, not a string
  installation.respond('GET /job/{jobid}', (request) => request.params.path.jobid.toUpperCase());
  // @ts-expect-error status is required
  installation.override('POST /job', { message: 'down' });
  void MockFailure;
}
