import type { ApiModel, NormaliseOptions } from '../ir/types.js';
import type { LoadedDocument } from '../loader/types.js';
import type { TargetName } from '../emit/targets.js';
import type { EmitSettings } from '../emit/shared/options.js';
import type { DiffOptions, DiffReport, Finding } from '../diff/types.js';
import { specforgeVersion } from '../util/package.js';
import { renderFiles, targetsOrDefault } from '../write/render-files.js';
import { generationSourceOf } from '../write/lock-source.js';
import { compareFiles, type FileFinding } from './compare.js';
import { readOutputDir } from './read-output.js';
import { readOutputLock } from '../write/read-lock.js';
import { templateHashes } from '../write/render-output.js';
import { summariseOperations, type OperationCounts } from './operations.js';

/** Why an output directory is stale; several can hold at once. */
export type StaleReason =
  | 'not-generated' // the directory does not exist
  | 'not-specforge-output' // it exists but has no lock file
  | 'document-changed' // the installation's document moved on
  | 'specforge-changed' // another specforge version wrote it
  | 'targets-changed' // other targets were asked for
  | 'overlays-changed' // an overlay was added, removed or edited
  | 'templates-changed' // a template of the config's templates folder was added, removed or edited
  | 'versions-changed' // a multi-version output: versions were added, removed or renamed
  | 'edited' // files changed or added by hand since generation
  | 'output-differs'; // none of the above explains it (e.g. changed config overrides)

export interface CheckResult {
  upToDate: boolean;
  output: string;
  /**
   * `inputs`: the lock's recorded inputs and file hashes matched (check/quick.ts, nothing
   * regenerated); `regeneration`: the output was regenerated in memory and compared.
   */
  decidedBy: 'inputs' | 'regeneration';
  reasons: StaleReason[];
  files: FileFinding[];
  /** Set when the document changed: what changed, breaking findings first. */
  document?: {
    from: { sha256: string; version: string };
    to: { sha256: string; version: string };
    operations: OperationCounts;
    diff: DiffReport;
  };
  specforge?: { from: string; to: string };
  /** The flags `generate` was run with, as its lock recorded them (redacted), for the suggestion. */
  generatedWith?: string[];
}

export interface CheckInput {
  loaded: LoadedDocument;
  model: ApiModel;
  output: string;
  targets?: TargetName[];
  format?: boolean;
  normalise?: NormaliseOptions;
  /** The config file's target sections (`validators.mode`): the output is regenerated with them. */
  emit?: EmitSettings;
  /** `--used-by`: mark the document change's findings used or unused by a project. */
  usedBy?: DiffOptions['usedBy'];
  /** The same, opened only when the document change has findings to mark. */
  openUsedBy?: DiffOptions['openUsedBy'];
}

/**
 * Regenerates in memory and compares with the directory. Writes nothing; collects every
 * finding before returning, so the caller exits once.
 */
export async function checkOutput(input: CheckInput): Promise<CheckResult> {
  const base = regenerated(input.output);
  const lock = await readOutputLock(input.output);
  const targets = await targetsOrDefault(
    input.targets ?? (lock?.targets as TargetName[] | undefined),
  );
  const { files: expected } = await renderFiles(input.model, generationSourceOf(input.loaded), {
    targets,
    format: Boolean(input.format),
    output: input.output,
    ...(input.emit && { emit: input.emit }),
  });
  const disk = await readOutputDir(input.output, new Set(expected.map((file) => file.path)), lock);
  if (!disk.exists) return { ...base, reasons: ['not-generated'] };
  const files = compareFiles(expected, disk.files, lock);
  const result: CheckResult = { ...base, files };
  if (!lock) result.reasons.push('not-specforge-output');
  else {
    if (lock.generatedWith) result.generatedWith = lock.generatedWith;
    if (lock.sha256 !== input.loaded.lock.sha256) {
      result.reasons.push('document-changed');
      result.document = await describeDocumentChange(lock.document, lock, input);
    }
    toolReasons(result, lock, targets);
    if (overlayHashes(lock.overlays) !== overlayHashes(input.loaded.lock.overlays))
      result.reasons.push('overlays-changed');
    templatesReason(result, lock.templates, input.emit);
  }
  return concluded(result);
}

/** The config's templates (by content) against those the lock recorded. */
export function templatesReason(
  result: CheckResult,
  locked: Record<string, string> | undefined,
  emit: EmitSettings | undefined,
): void {
  const templates = emit?.templates && templateHashes(emit.templates);
  if (JSON.stringify(locked ?? {}) !== JSON.stringify(templates ?? {}))
    result.reasons.push('templates-changed');
}

/** A result to be filled by comparing a fresh generation with the directory. */
export function regenerated(output: string): CheckResult {
  return { upToDate: false, output, decidedBy: 'regeneration', reasons: [], files: [] };
}

/** The reasons that concern specforge itself and the targets asked for, not the document. */
export function toolReasons(
  result: CheckResult,
  lock: { specforgeVersion: string; targets: readonly string[] },
  targets: readonly string[],
): void {
  if (lock.specforgeVersion !== specforgeVersion) {
    result.reasons.push('specforge-changed');
    result.specforge = { from: lock.specforgeVersion, to: specforgeVersion };
  }
  if ([...lock.targets].sort().join() !== [...targets].sort().join())
    result.reasons.push('targets-changed');
}

/** Edited files and unexplained differences become reasons; up to date when nothing is left. */
export function concluded(result: CheckResult): CheckResult {
  const { files, reasons } = result;
  if (files.some((f) => f.status === 'edited' || f.status === 'extra')) reasons.push('edited');
  if (files.length > 0 && reasons.length === 0) reasons.push('output-differs');
  result.upToDate = files.length === 0 && reasons.length === 0;
  return result;
}

/** Overlays compare by content, in order: a renamed file with the same bytes is no change. */
export function overlayHashes(overlays: readonly { sha256: string }[] | undefined): string {
  return (overlays ?? []).map((overlay) => overlay.sha256).join();
}

export async function describeDocumentChange(
  oldDocument: Record<string, unknown>,
  lock: { sha256: string; infoVersion: string },
  input: CheckInput,
): Promise<NonNullable<CheckResult['document']>> {
  const [{ normalise }, { diffModelsOpening }] = await Promise.all([
    import('../normalise/index.js'),
    import('../diff/models.js'),
  ]);
  const oldModel = normalise({ document: oldDocument, sha256: lock.sha256 }, input.normalise ?? {});
  const diff = await diffModelsOpening(oldModel, input.model, {
    ...(input.usedBy && { usedBy: input.usedBy }),
    ...(input.openUsedBy && { openUsedBy: input.openUsedBy }),
  });
  return {
    from: { sha256: lock.sha256, version: lock.infoVersion },
    to: { sha256: input.model.sha256, version: input.model.version },
    operations: summariseOperations(oldModel, input.model, diff.changes),
    diff,
  };
}

export type { FileFinding } from './compare.js';
export type { OperationCounts } from './operations.js';
export type { Finding };
