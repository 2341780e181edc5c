import type { ApiModel, NormaliseOptions } from '../ir/types.js';
import type { LoadOptions } from '../loader/types.js';
import { readDiffSide } from './read-side.js';

/** One side of a diff to load and normalise. */
export interface SideRequest {
  source: string;
  load?: LoadOptions;
  normalise?: NormaliseOptions;
}

/**
 * Reads and normalises one side. Both sides run on the main thread: a worker thread for one
 * of them was measured (GitHub and Stripe pairs, 2 cores) to save no wall time once the
 * optimising compiler is off (see cli/commands/diff.ts), and to cost ~0.25 s more CPU and
 * ~10 MB: starting a thread means loading the loader and the normaliser a second time.
 */
export async function modelOfSide(request: SideRequest): Promise<ApiModel> {
  const normaliser = import('../normalise/index.js'); // loads while the document is read
  const side = await readDiffSide(request.source, request.load);
  const { normalise } = await normaliser;
  return normalise(side, request.normalise ?? {});
}
