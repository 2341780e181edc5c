import type { ApiModel, GeneratedFile, NormaliseOptions } from '../ir/types.js';
import type { LoadedDocument, LoadOptions } from '../loader/types.js';
import type { TargetName } from '../config/types.js';

/**
 * The shared front of `generate`, `check` and `inspect`: load (without swagger-parser's
 * validation — the hot path; `validate` is its own command) and normalise.
 */
export async function loadModel(
  source: string | LoadedDocument,
  options: { load?: LoadOptions; normalise?: NormaliseOptions } = {},
): Promise<{ loaded: LoadedDocument; model: ApiModel }> {
  const loaded = typeof source === 'string' ? await loadSource(source, options.load) : source;
  const { normalise } = await import('../normalise/index.js');
  const model = normalise({ document: loaded.document, sha256: loaded.lock.sha256 }, options.normalise ?? {});
  return { loaded, model };
}

async function loadSource(source: string, options: LoadOptions = {}): Promise<LoadedDocument> {
  const { loadDocument } = await import('../loader/index.js');
  return loadDocument(source, { ...options, validate: false });
}

/** Every file `generate` writes, in memory: targets, lock, and prettier when asked. */
export async function renderFiles(
  model: ApiModel,
  loaded: LoadedDocument,
  options: { targets: readonly TargetName[]; format: boolean; output: string },
): Promise<GeneratedFile[]> {
  const { renderOutput, withLock } = await import('../write/render-output.js');
  const files = renderOutput(model, loaded, { targets: options.targets });
  if (!options.format) return files;
  const [{ formatFiles }, { specforgeVersion }] = await Promise.all([
    import('../emit/format.js'),
    import('../util/package.js'),
  ]);
  return withLock(await formatFiles(files, options.output), loaded, { targets: options.targets, specforgeVersion });
}

/** The targets asked for, or every target this build has. */
export async function targetsOrDefault(targets: readonly TargetName[] | undefined): Promise<TargetName[]> {
  if (targets && targets.length > 0) return [...targets];
  const { availableTargets } = await import('../emit/index.js');
  return availableTargets();
}
