import type { ApiModel, NormaliseOptions } from '../ir/types.js';
import type { LoadOptions } from '../loader/types.js';
import { sameJson } from '../json/canonical.js';
import { readDiffSide, type DiffSide } from './read-side.js';

/** One side of a diff to load and normalise. */
export interface SideRequest {
  source: string;
  load?: LoadOptions;
  normalise?: NormaliseOptions;
}

/** A side read (not yet normalised), with its request. */
export interface ReadSide {
  request: SideRequest;
  side: DiffSide;
}

export async function readSide(request: SideRequest): Promise<ReadSide> {
  return { request, side: await readDiffSide(request.source, request.load) };
}

/**
 * Normalises one side. Both sides run on the main thread: a worker thread for one of them
 * was measured (GitHub and Stripe pairs, 2 cores) to save no wall time once the
 * optimising compiler is off (see cli/commands/diff.ts), and to cost ~0.25 s more CPU and
 * ~10 MB: starting a thread means loading the loader and the normaliser a second time.
 */
export async function modelOf(read: ReadSide): Promise<ApiModel> {
  const { normalise } = await import('../normalise/index.js');
  return normalise({ ...read.side, queries: false }, read.request.normalise ?? {});
}

/**
 * True when both sides are the same document read with the same model options: the diff
 * is empty by definition, and answering at once spares two normalisations and a
 * comparison (a Stripe self-diff took 35 s; audit item 11). Equal bytes (or lock hashes)
 * decide at once; else the parsed documents are compared, stopping at the first difference.
 */
export function sameDocument(a: ReadSide, b: ReadSide): boolean {
  if (JSON.stringify(a.request.normalise ?? {}) !== JSON.stringify(b.request.normalise ?? {})) return false;
  if (a.side.sha256 !== undefined && a.side.sha256 === b.side.sha256) return true;
  return sameJson(a.side.document, b.side.document);
}
