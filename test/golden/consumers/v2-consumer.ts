/**
 * A downstream project's use of the v2 client, compiled with the golden tsconfig:
 * if a change to the emitters breaks what users write, this stops compiling.
 */
import { ApiError, createClient, operations, type Job, type SessionState } from '../v2/index.js';

export async function nightlyReport(fetchImpl: typeof fetch, password: string): Promise<string[]> {
  const api = createClient({
    baseUrl: 'https://jobs.example.com',
    fetch: fetchImpl,
    timeoutMs: 5_000,
  });
  const login = await api.login({ username: 'ops@example.com', password });
  // v2's LoginResult types userid as a string: the session follows the document. Optional in
  // a Flask-RESTX document, so marshalled as null when unset (docs/flask-restx.md).
  const userid: string | null | undefined = login.userid;
  const permissions = await api.user.permission.get();
  const submitted: Job = await api.job.submit({
    body: { name: 'nightly', command: 'make report', project: 1, queue: 'default' },
  });
  const same = await api.request('GET /job/{jobid}', { path: { jobid: submitted.id } });
  // A typed list of fields: each job is Pick<Job, 'id' | 'name' | 'state'>.
  const jobs = await api.job.list(
    {},
    { fields: ['id', 'name', 'state'], signal: AbortSignal.timeout(1_000) },
  );
  const picked: Pick<Job, 'id' | 'name' | 'state'>[] = jobs;
  // The mask string (nested masks too): a deep partial, every field may be missing.
  const partial = await api.job.get({ jobid: 1 }, { fields: '{id,name}' });
  const maybeName: string | undefined = partial.name;
  const safeMasked = await api.safe.job.get({ jobid: 1 }, { fields: ['id'] as const });
  const maskedId: number | undefined = safeMasked.data?.id;
  const viaRequest = await api.request('GET /job', {}, { fields: ['id'] });
  void [picked, maybeName, maskedId, viaRequest.map((job) => job.id)];
  // The non-throwing style: data and error are both typed, exactly one is set.
  const safely = await api.safe.job.list({ state: ['running'] });
  const first: Job | undefined = safely.error ? undefined : safely.data[0];
  const kind: string | undefined = safely.error?.kind;
  const byPath = await api.safe.request('GET /job/{jobid}', { path: { jobid: 1 } });
  if (byPath.data) void byPath.data.id;
  // The raw login exchange is out of the way, under raw.
  const start = await api.raw.auth.session();
  void [first, kind, start];
  const running = jobs.filter((job) => job.state === 'running').map((job) => job.name);
  await api.job.cancel({ jobid: same.id });
  try {
    await api.superadmin.realm.list();
  } catch (error) {
    if (!(error instanceof ApiError) || error.kind !== 'forbidden') throw error;
  }
  const session: SessionState | undefined = api.session();
  const again = createClient({
    baseUrl: 'https://jobs.example.com',
    ...(session ? { session } : {}),
  });
  await again.logout();
  return [String(permissions.realm), ...running, operations.get_job_list.path, userid ?? ''];
}

export async function typeErrorsAreCaught(): Promise<void> {
  const api = createClient({ baseUrl: 'https://jobs.example.com', timeoutMs: undefined });
  const session = await api.login({ username: 'ops@example.com', password: 'x' });
  // @ts-expect-error v2 made userid a string: code written for v1's number stops compiling
  const asNumber: number | undefined = session.userid;
  // @ts-expect-error the path parameter is required
  await api.request('GET /job/{jobid}', {});
  // @ts-expect-error jobid is a number
  await api.job.cancel({ jobid: 'seven' });
  // @ts-expect-error no such operation
  await api.request('GET /nowhere');
  // @ts-expect-error JobSubmit has no id: the server assigns it
  await api.job.submit({ body: { id: 1, name: 'x', command: 'y', project: 1, queue: 'q' } });
  await api.request('GET /job', {}, { fields: '{id}', signal: undefined, retry: undefined });
  void asNumber;
  const masked = await api.job.get({ jobid: 1 }, { fields: ['id', 'name'] });
  // @ts-expect-error the mask left state out: it is not on the result type
  void masked.state;
  // @ts-expect-error Job has no field `nope`: a wrong name in the list form does not compile
  await api.job.get({ jobid: 1 }, { fields: ['id', 'nope'] });
  // @ts-expect-error nor through request()
  await api.request('GET /job', {}, { fields: ['nope'] });
  const partial = await api.job.get({ jobid: 1 }, { fields: '{id,name}' });
  // @ts-expect-error a mask string may have left name out
  const name: string = partial.name;
  void name;
  // @ts-expect-error DELETE /admin/group/{groupid} takes no X-Fields mask: no `fields` option
  await api.admin.group.remove({ groupid: 1 }, { fields: '{id}' });
  // @ts-expect-error the raw exchange is not at the top of the tree
  await api.auth.session();
  // @ts-expect-error nor through request()
  await api.request('DELETE /admin/group/{groupid}', { path: { groupid: 1 } }, { fields: '{id}' });
}
