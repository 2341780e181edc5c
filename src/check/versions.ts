import type { ApiModel, NormaliseOptions } from '../ir/types.js';
import type { TargetName } from '../emit/targets.js';
import type { EmitSettings } from '../emit/shared/options.js';
import type { VersionsInput } from '../emit/versions/input.js';
import type { DiffOptions } from '../diff/types.js';
import { targetsOrDefault } from '../write/render-files.js';
import { readOutputLock } from '../write/read-lock.js';
import { OUTPUT_LOCK_FILE } from '../write/lock-file.js';
import { lockedVersions, type LoadedVersion, type VersionLock } from '../write/versions-lock.js';
import { compareFiles } from './compare.js';
import { readOutputDir } from './read-output.js';
import {
  concluded,
  describeDocumentChange,
  overlayHashes,
  regenerated,
  templatesReason,
  toolReasons,
  type CheckResult,
} from './index.js';

/**
 * `check` of a multi-version output (docs/versions.md): regenerates every version in memory
 * and compares with the directory, like a single-version check. Stale when any version's
 * document changed (`document` then describes the first that did, diffed from the locked
 * one), when versions were added, removed or renamed, or for the usual reasons.
 */
export interface CheckVersionsInput {
  versions: (LoadedVersion & { model: ApiModel })[];
  input: VersionsInput;
  output: string;
  targets?: TargetName[];
  format?: boolean;
  normalise?: NormaliseOptions;
  emit?: EmitSettings;
  openUsedBy?: DiffOptions['openUsedBy'];
}

export async function checkVersions(input: CheckVersionsInput): Promise<CheckResult> {
  const base = regenerated(input.output);
  const lock = await readOutputLock(input.output);
  const locked = lock && lockedVersions(lock, `${input.output}/${OUTPUT_LOCK_FILE}`);
  const targets = await targetsOrDefault(
    input.targets ?? (lock?.targets as TargetName[] | undefined),
  );
  const { renderVersions } = await import('../write/render-versions.js');
  const { files: expected } = await renderVersions(input.input, input.versions, {
    targets,
    format: Boolean(input.format),
    output: input.output,
    ...(input.emit && { emit: input.emit }),
  });
  const disk = await readOutputDir(input.output, new Set(expected.map((f) => f.path)), lock);
  if (!disk.exists) return { ...base, reasons: ['not-generated'] };
  const result: CheckResult = { ...base, files: compareFiles(expected, disk.files, lock) };
  if (!lock) result.reasons.push('not-specforge-output');
  else {
    await versionReasons(result, locked ?? [], input);
    toolReasons(result, lock, targets);
    templatesReason(result, lock.templates, input.emit);
  }
  return concluded(result);
}

/** What moved between the locked versions and the sources given now. */
async function versionReasons(
  result: CheckResult,
  locked: readonly VersionLock[],
  input: CheckVersionsInput,
): Promise<void> {
  const names = (list: readonly { name: string }[]) => list.map((v) => v.name).join();
  if (names(locked) !== names(input.versions)) result.reasons.push('versions-changed');
  let overlaysChanged = false;
  for (const version of input.versions) {
    const before = locked.find((v) => v.name === version.name);
    if (!before) continue;
    const { lock } = version.loaded;
    if (overlayHashes(before.overlays) !== overlayHashes(lock.overlays)) overlaysChanged = true;
    if (before.sha256 === lock.sha256 || result.document) continue;
    result.reasons.push('document-changed');
    result.document = await describeDocumentChange(before.document, before, {
      loaded: version.loaded,
      model: version.model,
      output: input.output,
      ...(input.normalise && { normalise: input.normalise }),
      ...(input.openUsedBy && { openUsedBy: input.openUsedBy }),
    });
  }
  if (overlaysChanged) result.reasons.push('overlays-changed');
}
