/**
 * `--used-by <tsconfig.json|dir>`: which findings of a diff touch what a downstream project
 * uses. `readUsage` opens the project and resolves its references to the generated client
 * (I/O, ts-morph); `usedIn` turns that into a test per change, through the old model.
 */
import type { ApiModel } from '../ir/types.js';
import type { ChangeRecord } from '../diff/types.js';
import { openProject } from './project.js';

export { MAX_SOURCE_BYTES } from './project.js';
import { scanProject, type Usage } from './scan.js';
import { usedIn } from './match.js';

export type { Usage } from './scan.js';

export function readUsage(target: string): Usage {
  return scanProject(openProject(target));
}

/** The `usedBy` option of a diff: given the old model, whether a change touches the project. */
export function usedByProject(
  usage: Usage,
): (oldModel: ApiModel) => (change: ChangeRecord) => boolean {
  return (oldModel) => usedIn(usage, oldModel);
}
