/**
 * The everyday scenario of issue 28, as a function of a generated client and a base URL:
 * run against the recorded Flask-RESTX exchanges (replay.test.ts), against the live app while
 * recording (scripts/flask-restx/record.mjs bundles this file), and against `specforge mock`.
 * Each step says whether it passed and why not; a step that needs an earlier step's result
 * (the submitted job's id) says so instead of guessing one.
 */
import { type Loose, type ScenarioClient, type Step, step, refusedAs } from './scenario-steps.js';

export type { ScenarioClient, Step } from './scenario-steps.js';

export interface ScenarioOptions {
  /** A user of a group with add-job and cancel-job, and no admin access. */
  user: { username: string; password: string };
  /** A job id the installation does not have. */
  missingJobId?: number;
  /**
   * Called after each step (the recorder uses it to also record, in the same server state,
   * the request a client that honours the document would send where today's client differs).
   */
  afterStep?: (name: StepName) => Promise<void>;
}

export const STEP_NAMES = [
  'login',
  'permissions',
  'submit',
  'list',
  'list filtered by two states',
  'get',
  'get with a mask',
  'get a missing job',
  'cancel',
  'cancel again',
  'refused admin call',
  'refused superadmin call',
  'submit without a required field',
  'logout',
  'call after logout',
] as const;

export type StepName = (typeof STEP_NAMES)[number];

export async function runScenario(api: ScenarioClient, options: ScenarioOptions): Promise<Step[]> {
  const steps: Step[] = [];
  const run = async (name: StepName, body: () => Promise<string | undefined>) => {
    steps.push(await step(name, body));
    await options.afterStep?.(name);
  };
  let jobid: number | undefined;
  const needJob = (): number => {
    if (jobid === undefined) throw new Error('needs the id of the job "submit" creates');
    return jobid;
  };
  await run('login', async () => {
    const session = await api.login(options.user);
    return typeof session.token === 'string' ? undefined : 'no token in the session';
  });
  await run('permissions', async () => {
    const permission = (await api.user.permission.get()) as Loose;
    return permission.realmadmin === false
      ? undefined
      : `realmadmin is ${String(permission.realmadmin)}`;
  });
  await run('submit', async () => {
    const job = (await api.job.submit({ body: { name: 'everyday', priority: 3 } })) as Loose;
    if (typeof job.id !== 'number') return `no numeric id in ${JSON.stringify(job)}`;
    jobid = job.id;
    return job.state === 'queued' ? undefined : `state is ${String(job.state)}, not queued`;
  });
  await run('list', async () => {
    const jobs = (await api.job.list()) as Loose[];
    return jobs.some((job) => job.id === needJob()) ? undefined : 'the submitted job is not listed';
  });
  await run('list filtered by two states', async () => {
    const jobs = (await api.job.list({ state: ['queued', 'running'] })) as Loose[];
    const states = new Set(jobs.map((job) => job.state));
    if (!jobs.some((job) => job.id === needJob())) return 'the queued job is not listed';
    const other = [...states].filter((state) => state !== 'queued' && state !== 'running');
    return other.length ? `listed jobs in other states: ${other.join(', ')}` : undefined;
  });
  await run('get', async () => {
    const job = (await api.job.get({ jobid: needJob() })) as Loose;
    return job.name === 'everyday' ? undefined : `name is ${String(job.name)}`;
  });
  await run('get with a mask', async () => {
    const job = (await api.job.get({ jobid: needJob() }, { fields: '{id,name}' })) as Loose;
    const keys = Object.keys(job).sort().join(',');
    return keys === 'id,name' ? undefined : `fields ${keys}, not id,name`;
  });
  await run('get a missing job', () =>
    refusedAs('not-found', () => api.job.get({ jobid: options.missingJobId ?? 9999 })),
  );
  await run('cancel', async () => {
    const job = (await api.job.cancel({ jobid: needJob() })) as Loose;
    return job.state === 'cancelled' ? undefined : `state is ${String(job.state)}`;
  });
  await run('cancel again', () =>
    refusedAs('conflict', () => api.job.cancel({ jobid: needJob() })),
  );
  await run('refused admin call', () => refusedAs('forbidden', () => api.admin.user.list()));
  await run('refused superadmin call', () =>
    refusedAs('forbidden', () => api.superadmin.realm.get()),
  );
  await run('submit without a required field', () =>
    // Refused by the server (400) or, once the client knows `name` is required, before sending.
    refusedAs(['invalid-input', 'request-validation'], () =>
      api.job.submit({ body: { priority: 3 } }),
    ),
  );
  await run('logout', async () => {
    await api.logout();
    return undefined;
  });
  await run('call after logout', () => refusedAs('unauthorized', () => api.job.list()));
  return steps;
}
