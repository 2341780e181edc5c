/**
 * One scenario, run with the generated client against an installation: the status
 * and the response of every step, so that two installations can be compared.
 */
export interface Client {
  login(credentials: { username: string; password: string }): Promise<unknown>;
  logout(): Promise<void>;
  request(key: string, params?: unknown): Promise<unknown>;
}

export interface Step {
  name: string;
  status: number | undefined;
  result: unknown;
}

export interface Logins {
  user: { username: string; password: string };
  noAddJob: { username: string; password: string };
  tenantAdmin: { username: string; password: string };
  superadmin: { username: string; password: string };
}

export async function runScenario(connect: () => Client, logins: Logins): Promise<Step[]> {
  const steps: Step[] = [];
  const step = async (name: string, call: Promise<unknown>): Promise<unknown> => {
    try {
      const result = await call;
      steps.push({ name, status: 200, result });
      return result;
    } catch (error) {
      steps.push({ name, status: (error as { status?: number }).status, result: undefined });
      return undefined;
    }
  };
  const anonymous = connect();
  await step('GET /job without login', anonymous.request('GET /job'));
  const user = connect();
  await user.login(logins.user);
  const jobs = (await step('GET /job', user.request('GET /job'))) as { id: number }[];
  await step(
    'GET /job/{jobid}',
    user.request('GET /job/{jobid}', { path: { jobid: jobs[0]?.id } }),
  );
  const submit = { name: 'contract', queue: 'default', command: 'run.sh', project: 1 };
  const job = (await step('POST /job', user.request('POST /job', { body: submit }))) as {
    id: number;
  };
  await step(
    'GET /job/{jobid} created',
    user.request('GET /job/{jobid}', { path: { jobid: job?.id } }),
  );
  await step('GET /job listing the new job', user.request('GET /job', { query: { limit: 500 } }));
  await step(
    'DELETE /job/{jobid}',
    user.request('DELETE /job/{jobid}', { path: { jobid: job?.id } }),
  );
  await step(
    'GET /job/{jobid} deleted',
    user.request('GET /job/{jobid}', { path: { jobid: job?.id } }),
  );
  await step(
    'POST /job without queue',
    user.request('POST /job', { body: { name: 'x', command: 'y', project: 1 } }),
  );
  const queues = (await step('GET /queue', user.request('GET /queue'))) as { name: string }[];
  const queue = { path: { queuename: queues[0]?.name } };
  await step('GET /queue/{queuename}/job', user.request('GET /queue/{queuename}/job', queue));
  await step('GET /storage/bucket', user.request('GET /storage/bucket'));
  await step('GET /user/permission', user.request('GET /user/permission'));
  await step('GET /job/stats', user.request('GET /job/stats'));
  await step('GET /admin/user as user', user.request('GET /admin/user'));
  await step('GET /superadmin/realm as user', user.request('GET /superadmin/realm'));
  const noAddJob = connect();
  await noAddJob.login(logins.noAddJob);
  await step('POST /job without add-job', noAddJob.request('POST /job', { body: submit }));
  const admin = connect();
  await admin.login(logins.tenantAdmin);
  await step('GET /admin/user as tenant admin', admin.request('GET /admin/user'));
  const root = connect();
  await root.login(logins.superadmin);
  await step('GET /superadmin/realm as superadmin', root.request('GET /superadmin/realm'));
  await user.logout();
  await step('GET /job after logout', user.request('GET /job'));
  return steps;
}

/** One step of the user story: status, error kind (`undefined` on success) and result. */
export interface StoryStep extends Step {
  kind: string | undefined;
}

/**
 * The user story of issue #13, with the client validating requests and responses
 * (`validate: 'both'`): a user with add-job logs in, reads their permissions, submits
 * a job, lists the queued and running jobs (two values of one filter), reads it,
 * cancels it, is refused an admin operation and logs out; a user without add-job is
 * refused the submission.
 */
export async function runUserStory(connect: () => Client, logins: Logins): Promise<StoryStep[]> {
  const steps: StoryStep[] = [];
  const step = async (name: string, call: Promise<unknown>): Promise<unknown> => {
    try {
      const result = await call;
      steps.push({ name, status: 200, kind: undefined, result });
      return result;
    } catch (error) {
      const { status, kind } = error as { status?: number; kind?: string };
      steps.push({ name, status, kind, result: String(error) });
      return undefined;
    }
  };
  const user = connect();
  await step('login as a user with add-job', user.login(logins.user));
  await step('read own permissions', user.request('GET /user/permission'));
  const submit = { name: 'story', queue: 'default', command: 'run.sh', project: 1 };
  const job = (await step('submit a job', user.request('POST /job', { body: submit }))) as
    { id: number } | undefined;
  // Two states: `?state=queued&state=running` (collectionFormat multi).
  await step(
    'list queued and running jobs',
    user.request('GET /job', { query: { state: ['queued', 'running'], limit: 500 } }),
  );
  await step('get the job', user.request('GET /job/{jobid}', { path: { jobid: job?.id } }));
  await step(
    'cancel the job',
    user.request('POST /job/{jobid}/cancel', { path: { jobid: job?.id } }),
  );
  await step(
    'get the cancelled job',
    user.request('GET /job/{jobid}', { path: { jobid: job?.id } }),
  );
  await step('an admin operation is refused', user.request('GET /admin/user'));
  await step('logout', user.logout());
  await step('after logout', user.request('GET /job'));
  const viewer = connect();
  await step('login as a user without add-job', viewer.login(logins.noAddJob));
  await step('submit without add-job', viewer.request('POST /job', { body: submit }));
  return steps;
}
