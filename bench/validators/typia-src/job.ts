// typia's input: the v2 Job model of the reference installation written as a TypeScript type
// (by hand, field for field from fixtures/installation/docs/v2.json), and the validators typia
// generates from it. `typia generate` (bench/validators/build.mjs) inlines them into
// bench/.tmp/typia-out/job.ts, which typescript then transpiles to JavaScript.
import typia, { tags } from 'typia';

export interface NodeRef {
  id?: number & tags.Type<'int64'>;
  hostname?: string;
}

export interface Job {
  id: number & tags.Type<'int64'>;
  name: string;
  state: 'queued' | 'running' | 'held' | 'finished' | 'failed' | 'cancelled';
  queue?: string;
  owner?: number & tags.Type<'int64'>;
  project?: number & tags.Type<'int64'>;
  priority?: number & tags.Type<'int64'>;
  command?: string;
  parameters?: Record<string, unknown>;
  submitted?: string & tags.Format<'date-time'>;
  started?: string & tags.Format<'date-time'>;
  finished?: (string & tags.Format<'date-time'>) | null;
  node?: NodeRef;
  cost?: number;
  exitcode?: number & tags.Type<'int64'>;
}

export interface JobListEnvelope {
  status: 'success' | 'error';
  result: Job[];
}

export const isJob = typia.createIs<Job>();
export const assertJob = typia.createAssert<Job>();
export const validateJob = typia.createValidate<Job>();
export const isJobList = typia.createIs<JobListEnvelope>();
export const assertJobList = typia.createAssert<JobListEnvelope>();
export const validateJobList = typia.createValidate<JobListEnvelope>();
