import type { TargetName } from '../emit/targets.js';
import type { EmitOutput, EmitSettings } from '../emit/shared/options.js';
import type { VersionsInput } from '../emit/versions/input.js';
import type { LoadedVersion } from './versions-lock.js';

/**
 * Every file `generate` writes for several versions, in memory: the multi-version emitter's
 * files (prettier when asked) and the lock recording each version's document. Shared by
 * `generate` and `check`, like render-files.ts for one version.
 */
export async function renderVersions(
  input: VersionsInput,
  loaded: readonly LoadedVersion[],
  options: {
    targets: readonly TargetName[];
    format: boolean;
    output: string;
    emit?: EmitSettings;
    /** Defaults to this package's version (tests pin it). */
    specforgeVersion?: string;
  },
): Promise<EmitOutput> {
  const [{ emitVersions }, { withVersionsLock }, pkg] = await Promise.all([
    import('../emit/versions/index.js'),
    import('./versions-lock.js'),
    import('../util/package.js'),
  ]);
  const specforgeVersion = options.specforgeVersion ?? pkg.specforgeVersion;
  const emitted = await emitVersions(input, {
    ...options.emit,
    targets: options.targets,
    specforgeVersion,
  });
  let files = emitted.files;
  if (options.format)
    files = await (await import('../emit/format.js')).formatFiles(files, options.output);
  const locked = withVersionsLock(files, loaded, {
    targets: options.targets,
    specforgeVersion,
    ...(options.emit?.templates && { templates: options.emit.templates }),
  });
  return { files: locked, diagnostics: emitted.diagnostics };
}
