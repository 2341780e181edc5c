import type { CheckOptions, CheckResult, GenerateOptions, GenerateResult } from './index.js';
import type { TargetName } from '../emit/targets.js';
import { targetsOrDefault } from '../write/render-files.js';
import { loadVersions, versionsInput, type VersionSource } from './versions.js';
import type { VersionLock } from '../write/versions-lock.js';
import { writeOutput } from './write-output.js';

export interface GenerateVersionsOptions extends Omit<GenerateOptions, 'source'> {
  /** The versions, in order: `[{ name: '1.0', source: 'v1.json' }, …]`. */
  versions: VersionSource[];
}

export interface GenerateVersionsResult extends GenerateResult {
  /** Each version as its document says it (the lock's facts, without the document). */
  versions: Pick<VersionLock, 'name' | 'sha256' | 'infoVersion'>[];
}

/**
 * `generate --source 1.0=… --source 2.0=…`: one client for several versions of the
 * document (docs/versions.md), written atomically with one lock. `model` in the result is
 * the last version's.
 */
export async function generateVersions(
  options: GenerateVersionsOptions,
): Promise<GenerateVersionsResult> {
  const step = options.onStep ?? (() => undefined);
  step('load');
  const targets = await targetsOrDefault(options.targets);
  const versions = await loadVersions(options.versions, { ...options, targets });
  step(options.format ? 'format' : 'emit');
  const { renderVersions } = await import('../write/render-versions.js');
  const { files, diagnostics: emitted } = await renderVersions(
    await versionsInput(versions),
    versions,
    {
      targets,
      format: Boolean(options.format),
      output: options.output,
      ...(options.emit && { emit: options.emit }),
    },
  );
  const model = versions[versions.length - 1]!.model;
  const diagnostics = [
    ...versions.flatMap((v) =>
      v.model.diagnostics.map((d) => ({ ...d, message: `version ${v.name}: ${d.message}` })),
    ),
    ...emitted,
  ];
  return {
    output: options.output,
    targets,
    files,
    model,
    ...(await writeOutput(files, options, step)),
    diagnostics,
    versions: versions.map(({ name, model: m }) => ({
      name,
      sha256: m.sha256,
      infoVersion: m.version,
    })),
  };
}

export interface CheckVersionsOptions extends Omit<CheckOptions, 'source'> {
  versions: VersionSource[];
}

/** `check --source 1.0=… --source 2.0=… -o <dir>`: is the multi-version output what `generate` would write now? */
export async function checkVersions(options: CheckVersionsOptions): Promise<CheckResult> {
  const [{ checkVersions: checkOutputVersions }, { readOutputLock }] = await Promise.all([
    import('../check/versions.js'),
    import('../write/read-lock.js'),
  ]);
  const lock = await readOutputLock(options.output);
  const targets = await targetsOrDefault(
    options.targets ?? (lock?.targets as TargetName[] | undefined),
  );
  const versions = await loadVersions(options.versions, { ...options, targets });
  return checkOutputVersions({
    versions,
    input: await versionsInput(versions),
    output: options.output,
    targets,
    ...(options.format !== undefined && { format: options.format }),
    ...(options.normalise && { normalise: options.normalise }),
    ...(options.emit && { emit: options.emit }),
    ...(options.openUsedBy && { openUsedBy: options.openUsedBy }),
  });
}
