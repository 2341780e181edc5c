import type { ApiModel } from '../ir/types.js';
import type { TargetName } from '../emit/targets.js';
import type { EmitOutput, EmitSettings } from '../emit/shared/options.js';
import type { NormaliseOptions } from '../ir/types.js';
import { generationInputs } from './inputs.js';
import type { GenerationSource } from './lock-source.js';
import type { LockRecord } from './render-output.js';

/*
 * The files `generate` would write, shared by `generate` (api/) and `check` (check/) so that
 * neither imports the other. Heavy modules (the emitters, prettier) load on first use.
 */

/** Every file `generate` writes, in memory (targets, lock, prettier when asked), and the emitters' diagnostics. */
export async function renderFiles(
  model: ApiModel,
  source: GenerationSource,
  options: RenderFilesOptions,
): Promise<EmitOutput> {
  const [{ renderTargets, withLock }, { specforgeVersion }] = await Promise.all([
    import('./render-output.js'),
    import('../util/package.js'),
  ]);
  const record = lockRecord(source, options, specforgeVersion);
  const rendered = await renderTargets(model, source, {
    targets: options.targets,
    record,
    ...(options.emit && { emit: options.emit }),
  });
  if (!options.format) return rendered;
  const { formatFiles } = await import('../emit/format.js');
  const formatted = await formatFiles(rendered.files, options.output);
  const files = withLock(formatted, source, { targets: options.targets, specforgeVersion, record });
  return { files, diagnostics: rendered.diagnostics };
}

export interface RenderFilesOptions {
  targets: readonly TargetName[];
  format: boolean;
  output: string;
  emit?: EmitSettings;
  /** The options the model was normalised with: part of the lock's inputs. */
  normalise?: NormaliseOptions;
  /** The flags of the command line, recorded in the lock (already redacted). */
  generatedWith?: string[];
}

/** What the lock records of this run besides the document and files (write/inputs.ts). */
function lockRecord(
  source: GenerationSource,
  options: RenderFilesOptions,
  specforgeVersion: string,
): LockRecord {
  const inputs = generationInputs({
    document: source.textSha256,
    overlays: (source.lock.overlays ?? []).map((overlay) => overlay.sha256),
    normalise: options.normalise,
    emit: options.emit,
    targets: options.targets,
    specforgeVersion,
    format: options.format,
  });
  return {
    ...(inputs && { inputs }),
    ...(options.generatedWith && { generatedWith: options.generatedWith }),
  };
}

/** The targets asked for, or every target this build has. */
export async function targetsOrDefault(
  targets: readonly TargetName[] | undefined,
): Promise<TargetName[]> {
  if (targets && targets.length > 0) return [...targets];
  const { availableTargets } = await import('../emit/index.js');
  return availableTargets();
}
