import type { ApiModel, NormaliseOptions } from '../ir/types.js';
import type { LoadOptions } from '../loader/types.js';
import { SpecforgeError } from '../errors.js';
import type { DiffOptions, DiffReport } from './types.js';
import { modelOf, readSide, sameDocument, type SideRequest } from './side-model.js';

export interface DiffSourcesOptions extends DiffOptions {
  /** How to read URLs (timeouts, headers, TLS); validation is always skipped. */
  load?: LoadOptions;
  /** Model overrides (access levels, names, result shapes) for each side, as in the config file. */
  normalise?: { old?: NormaliseOptions; new?: NormaliseOptions };
  /** Told of the two models (the JUnit report lists every operation); the same model twice when the documents are equal. */
  onModels?: (oldModel: ApiModel, newModel: ApiModel) => void;
}

/**
 * Loads and normalises two sources, then diffs the models. Each side is a file, URL, base
 * URL, `-` (stdin; one side only) or a generated output directory. The two sides are read
 * concurrently (two URLs download at once), and the comparison's modules (a hundred rules)
 * load meanwhile.
 */
export async function diffSources(
  oldSource: string,
  newSource: string,
  options: DiffSourcesOptions = {},
): Promise<DiffReport> {
  if (oldSource === '-' && newSource === '-') {
    throw new SpecforgeError('usage', 'only one side of a diff can be read from stdin (-)');
  }
  const side = (source: string, normalise?: NormaliseOptions): SideRequest => ({
    source,
    load: options.load,
    normalise,
  });
  const [oldSide, newSide] = await Promise.all([
    readSide(side(oldSource, options.normalise?.old)),
    readSide(side(newSource, options.normalise?.new)),
  ]);
  if (sameDocument(oldSide, newSide)) {
    if (options.onModels) {
      const model = await modelOf(newSide);
      options.onModels(model, model);
    }
    return { changes: [], summary: { breaking: 0, warning: 0, info: 0 } };
  }
  const [{ diffModelsOpening }, oldModel, newModel] = await Promise.all([
    import('./models.js'),
    modelOf(oldSide),
    modelOf(newSide),
  ]);
  options.onModels?.(oldModel, newModel);
  return diffModelsOpening(oldModel, newModel, options);
}
