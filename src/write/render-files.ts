import type { ApiModel } from '../ir/types.js';
import type { LoadedDocument } from '../loader/types.js';
import type { TargetName } from '../emit/targets.js';
import type { EmitOutput, EmitSettings } from '../emit/shared/options.js';

/*
 * The files `generate` would write, shared by `generate` (api/) and `check` (check/) so that
 * neither imports the other. Heavy modules (the emitters, prettier) load on first use.
 */

/** Every file `generate` writes, in memory (targets, lock, prettier when asked), and the emitters' diagnostics. */
export async function renderFiles(
  model: ApiModel,
  loaded: LoadedDocument,
  options: { targets: readonly TargetName[]; format: boolean; output: string; emit?: EmitSettings },
): Promise<EmitOutput> {
  const { renderTargets, withLock } = await import('./render-output.js');
  const rendered = renderTargets(model, loaded, {
    targets: options.targets,
    ...(options.emit && { emit: options.emit }),
  });
  if (!options.format) return rendered;
  const [{ formatFiles }, { specforgeVersion }] = await Promise.all([
    import('../emit/format.js'),
    import('../util/package.js'),
  ]);
  const formatted = await formatFiles(rendered.files, options.output);
  const files = withLock(formatted, loaded, {
    targets: options.targets,
    specforgeVersion,
    ...(options.emit?.templates && { templates: options.emit.templates }),
  });
  return { files, diagnostics: rendered.diagnostics };
}

/** The targets asked for, or every target this build has. */
export async function targetsOrDefault(
  targets: readonly TargetName[] | undefined,
): Promise<TargetName[]> {
  if (targets && targets.length > 0) return [...targets];
  const { availableTargets } = await import('../emit/index.js');
  return availableTargets();
}
