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

/** What the steps share: the client, the options, and the job "submit" created. */
interface Run {
  api: ScenarioClient;
  options: ScenarioOptions;
  jobid?: number;
}

/** A step resolves to why it failed, or undefined when it passed. */
type StepBody = (run: Run) => Promise<string | undefined>;

function needJob(run: Run): number {
  if (run.jobid === undefined) throw new Error('needs the id of the job "submit" creates');
  return run.jobid;
}

const STEPS = [
  ['login', login],
  ['permissions', permissions],
  ['submit', submit],
  ['list', list],
  ['list filtered by two states', listFiltered],
  ['get', get],
  ['get with a mask', getMasked],
  [
    'get a missing job',
    (r) => refusedAs('not-found', () => r.api.job.get({ jobid: r.options.missingJobId ?? 9999 })),
  ],
  ['cancel', cancel],
  ['cancel again', (r) => refusedAs('conflict', () => r.api.job.cancel({ jobid: needJob(r) }))],
  ['refused admin call', (r) => refusedAs('forbidden', () => r.api.admin.user.list())],
  ['refused superadmin call', (r) => refusedAs('forbidden', () => r.api.superadmin.realm.get())],
  // Refused by the server (400) or, once the client knows `name` is required, before sending.
  [
    'submit without a required field',
    (r) =>
      refusedAs(['invalid-input', 'request-validation'], () =>
        r.api.job.submit({ body: { priority: 3 } }),
      ),
  ],
  ['logout', logout],
  ['call after logout', (r) => refusedAs('unauthorized', () => r.api.job.list())],
] as const satisfies readonly (readonly [string, StepBody])[];

export type StepName = (typeof STEPS)[number][0];
export const STEP_NAMES: readonly StepName[] = STEPS.map(([name]) => name);

export async function runScenario(api: ScenarioClient, options: ScenarioOptions): Promise<Step[]> {
  const run: Run = { api, options };
  const steps: Step[] = [];
  for (const [name, body] of STEPS) {
    steps.push(await step(name, () => (body as StepBody)(run)));
    await options.afterStep?.(name);
  }
  return steps;
}

async function login(run: Run): Promise<string | undefined> {
  const session = await run.api.login(run.options.user);
  return typeof session.token === 'string' ? undefined : 'no token in the session';
}

async function permissions(run: Run): Promise<string | undefined> {
  const permission = (await run.api.user.permission.get()) as Loose;
  return permission.realmadmin === false
    ? undefined
    : `realmadmin is ${String(permission.realmadmin)}`;
}

async function submit(run: Run): Promise<string | undefined> {
  const job = (await run.api.job.submit({ body: { name: 'everyday', priority: 3 } })) as Loose;
  if (typeof job.id !== 'number') return `no numeric id in ${JSON.stringify(job)}`;
  run.jobid = job.id;
  return job.state === 'queued' ? undefined : `state is ${String(job.state)}, not queued`;
}

async function list(run: Run): Promise<string | undefined> {
  const jobs = (await run.api.job.list()) as Loose[];
  return jobs.some((job) => job.id === needJob(run))
    ? undefined
    : 'the submitted job is not listed';
}

async function listFiltered(run: Run): Promise<string | undefined> {
  const jobs = (await run.api.job.list({ state: ['queued', 'running'] })) as Loose[];
  if (!jobs.some((job) => job.id === needJob(run))) return 'the queued job is not listed';
  const other = jobs.filter((job) => job.state !== 'queued' && job.state !== 'running');
  return other.length
    ? `listed jobs in other states: ${other.map((j) => String(j.state)).join(', ')}`
    : undefined;
}

async function get(run: Run): Promise<string | undefined> {
  const job = (await run.api.job.get({ jobid: needJob(run) })) as Loose;
  return job.name === 'everyday' ? undefined : `name is ${String(job.name)}`;
}

async function getMasked(run: Run): Promise<string | undefined> {
  const job = (await run.api.job.get({ jobid: needJob(run) }, { fields: '{id,name}' })) as Loose;
  const keys = Object.keys(job).sort().join(',');
  return keys === 'id,name' ? undefined : `fields ${keys}, not id,name`;
}

async function cancel(run: Run): Promise<string | undefined> {
  const job = (await run.api.job.cancel({ jobid: needJob(run) })) as Loose;
  return job.state === 'cancelled' ? undefined : `state is ${String(job.state)}`;
}

async function logout(run: Run): Promise<undefined> {
  await run.api.logout();
  return undefined;
}
