import { useState } from 'react';
import { useMutation, useQuery } from '@tanstack/react-query';
import type { Client } from './api/index.js';
import {
  jobCancelMutationOptions,
  jobGetPolling,
  jobGetQueryOptions,
  jobGetTerminal,
  jobListQueryOptions,
  jobSubmitMutationOptions,
} from './api/query.js';

/**
 * The job list with submit and cancel, all through the generated options: the submit
 * and cancel mutations invalidate the list (their `invalidates` entries), so it
 * refreshes by itself; the selected job polls until its state is terminal.
 */
export function Dashboard({ api }: { api: Client }) {
  const jobs = useQuery(jobListQueryOptions(api));
  const submit = useMutation(jobSubmitMutationOptions(api));
  const cancel = useMutation(jobCancelMutationOptions(api));
  const [name, setName] = useState('nightly');
  const [selected, setSelected] = useState<number>();
  const ended = (state: string) => (jobGetTerminal as readonly string[]).includes(state);
  return (
    <main>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          submit.mutate({ body: { name, queue: 'default', command: 'make', project: 1 } });
        }}
      >
        <input aria-label="Job name" value={name} onChange={(event) => setName(event.target.value)} />
        <button type="submit" disabled={submit.isPending}>Submit</button>
      </form>
      {submit.error && <p role="alert">Not submitted ({submit.error.kind}): {submit.error.message}</p>}
      {jobs.isPending && <p>Loading jobs…</p>}
      {jobs.error && <p role="alert">Jobs unavailable ({jobs.error.kind})</p>}
      <table>
        <tbody>
          {jobs.data?.map((job) => (
            <tr key={job.id} aria-label={`job ${job.name}`}>
              <td>
                <button type="button" onClick={() => setSelected(job.id)}>{job.name}</button>
              </td>
              <td>{job.state}</td>
              <td>
                <button type="button" disabled={ended(job.state)} onClick={() => cancel.mutate({ jobid: job.id })}>
                  Cancel
                </button>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      {selected !== undefined && <JobStatus api={api} jobid={selected} />}
    </main>
  );
}

/** One job, polled every second until its state is terminal. */
function JobStatus({ api, jobid }: { api: Client; jobid: number }) {
  const job = useQuery({ ...jobGetQueryOptions(api, { jobid }), refetchInterval: jobGetPolling(1000) });
  if (!job.data) return null;
  return (
    <p role="status">
      {job.data.name}: {job.data.state}
    </p>
  );
}
