import type { ApiModel, GeneratedFile } from '../ir/types.js';
import type { LoadedDocument } from '../loader/types.js';
import type { TargetName } from '../emit/targets.js';

/*
 * The files `generate` would write, shared by `generate` (api/) and `check` (check/) so that
 * neither imports the other. Heavy modules (the emitters, prettier) load on first use.
 */

/** Every file `generate` writes, in memory: targets, lock, and prettier when asked. */
export async function renderFiles(
  model: ApiModel,
  loaded: LoadedDocument,
  options: { targets: readonly TargetName[]; format: boolean; output: string },
): Promise<GeneratedFile[]> {
  const { renderOutput, withLock } = await import('./render-output.js');
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
