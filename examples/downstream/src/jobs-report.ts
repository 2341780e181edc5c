import { ApiError, type Client, type Job } from './api/index.js';

export interface JobsReport {
  total: number;
  byState: Partial<Record<Job['state'], number>>;
  /** Names of the jobs that failed, for the morning mail. */
  failed: string[];
}

/** What a downstream project does with the generated client: one typed call, no envelope in sight. */
export async function jobsReport(api: Client, queue?: string): Promise<JobsReport> {
  const jobs = await api.job.list(queue === undefined ? {} : { queue });
  const byState: JobsReport['byState'] = {};
  for (const job of jobs) byState[job.state] = (byState[job.state] ?? 0) + 1;
  return {
    total: jobs.length,
    byState,
    failed: jobs.filter((job) => job.state === 'failed').map((job) => job.name),
  };
}

/** True when the signed-in user may submit jobs: the installation says so with a 403. */
export async function canSubmit(api: Client, queue: string, project: number): Promise<boolean> {
  try {
    const job = await api.job.submit({ body: { name: 'probe', command: 'true', queue, project } });
    await api.job.cancel({ jobid: job.id });
    return true;
  } catch (error) {
    if (error instanceof ApiError && error.kind === 'forbidden') return false;
    throw error;
  }
}
