import type { NormaliseOptions } from '../ir/types.js';
import type { LoadOptions } from '../loader/types.js';
import { SpecforgeError } from '../errors.js';
import type { DiffOptions, DiffReport } from './types.js';
import { modelInWorker, modelOfSide, worthAThread, type SideRequest } from './side-model.js';

export interface DiffSourcesOptions extends DiffOptions {
  /** How to read URLs (timeouts, headers, TLS); validation is always skipped. */
  load?: LoadOptions;
  /** Model overrides (access levels, names, result shapes) for each side, as in the config file. */
  normalise?: { old?: NormaliseOptions; new?: NormaliseOptions };
  /** Load the two sides on two threads when possible (default true). */
  parallel?: boolean;
}

/**
 * Loads and normalises two sources, then diffs the models. Each side is a file, URL, base
 * URL, `-` (stdin; one side only) or a generated output directory. One side goes to a
 * worker thread when it can, the other is read here meanwhile.
 */
export async function diffSources(
  oldSource: string,
  newSource: string,
  options: DiffSourcesOptions = {},
): Promise<DiffReport> {
  if (oldSource === '-' && newSource === '-') {
    throw new SpecforgeError('usage', 'only one side of a diff can be read from stdin (-)');
  }
  const oldSide: SideRequest = {
    source: oldSource,
    load: options.load,
    normalise: options.normalise?.old,
  };
  const newSide: SideRequest = {
    source: newSource,
    load: options.load,
    normalise: options.normalise?.new,
  };
  // The worker takes the side that is not stdin; the main thread reads the other meanwhile.
  const newAway = newSource !== '-';
  const away = newAway ? newSide : oldSide;
  const parallel = options.parallel !== false && (await worthAThread(away.source));
  const there = (parallel && modelInWorker(away)) || modelOfSide(away);
  const here = modelOfSide(newAway ? oldSide : newSide);
  // The comparison's modules (a hundred rules) load while the sides are read.
  const [{ diffModels }, hereModel, thereModel] = await Promise.all([
    import('./models.js'),
    here,
    there,
  ]);
  const [oldModel, newModel] = newAway ? [hereModel, thereModel] : [thereModel, hereModel];
  return diffModels(oldModel, newModel, options);
}
