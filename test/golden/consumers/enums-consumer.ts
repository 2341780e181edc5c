/**
 * Enums as a downstream project uses them (compiled with the golden tsconfig, and run by
 * test/emit/types/enums.test.ts): an exhaustive switch over a named enum type, a menu
 * built from its values constant, imported from the entry, the client and the
 * runtime-free enums module alike.
 */
import { JOB_STATE_VALUES, type Job, type JobState } from '../v2/index.js';
import { JOB_LIST_STATE_VALUES as fromClient } from '../v2/client.js';
import { NODE_UPDATE_STATE_VALUES } from '../v2/enums.js';
import type { JobListArgs, NodeUpdateState } from '../v2/types.js';

/** Exhaustive: a value added to the document's enum makes this stop compiling. */
export function stateLabel(state: JobState): string {
  switch (state) {
    case 'queued':
      return 'waiting';
    case 'running':
      return 'running';
    case 'held':
      return 'on hold';
    case 'finished':
      return 'done';
    case 'failed':
      return 'failed';
    case 'cancelled':
      return 'cancelled';
    default: {
      const unknownState: never = state;
      return unknownState;
    }
  }
}

/** The values constant and the type agree both ways. */
type Listed = (typeof JOB_STATE_VALUES)[number];
export const everyStateListed: [Exclude<JobState, Listed>] extends [never] ? true : false = true;
export const onlyStatesListed: [Exclude<Listed, JobState>] extends [never] ? true : false = true;

export function menu(): { value: JobState; label: string }[] {
  return JOB_STATE_VALUES.map((value) => ({ value, label: stateLabel(value) }));
}

/** Properties and parameters carry the named types, so a value flows between them. */
export function sameState(job: Job): JobListArgs {
  const filter: JobListArgs = { state: fromClient.filter((state) => state === job.state) };
  return filter;
}

export function drainable(state: NodeUpdateState): boolean {
  // @ts-expect-error -- v2 removed 'maintenance' from NodeUpdate.state
  const old: NodeUpdateState = 'maintenance';
  return NODE_UPDATE_STATE_VALUES.includes(state) && old !== state;
}
