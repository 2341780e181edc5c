import type { TemplateOverrides } from '../emit/render.js';
import { emitTargets, type EmitOutput, type EmitSettings, type TargetName } from '../emit/index.js';
import { fileFromParts } from '../ir/generated-file.js';
import type { ApiModel, GeneratedFile } from '../ir/types.js';
import { lockSourceOf, type LockSource } from './lock-source.js';
import type { LoadedDocument } from '../loader/types.js';
import { specforgeVersion } from '../util/package.js';
import { OUTPUT_LOCK_FILE, type OutputLock } from './lock-file.js';
import { sha256File, sha256Text } from './text-chunks.js';
import { inputsSeal, type GenerationInputs } from './inputs.js';

/**
 * Everything `generate` writes, computed in memory: the targets' files plus
 * `specforge.lock.json`. Pure (no I/O), so that `check` can regenerate and compare.
 */
export interface RenderOptions {
  targets: readonly TargetName[];
  /** Defaults to this package's version (tests pin it). */
  specforgeVersion?: string;
  /** From the config file's target sections (`validators.mode`). */
  emit?: EmitSettings;
  /** What the lock records besides the document and the files (absent: not recorded). */
  record?: LockRecord;
}

/** The lock's record of how the output was made: its inputs (check's fast path) and flags. */
export interface LockRecord {
  inputs?: GenerationInputs;
  generatedWith?: string[];
}

export async function renderOutput(
  model: ApiModel,
  loaded: LoadedDocument | LockSource,
  options: RenderOptions,
): Promise<GeneratedFile[]> {
  return (await renderTargets(model, loaded, options)).files;
}

/** `renderOutput`, with what the emitters left out or cannot do (their diagnostics). */
export async function renderTargets(
  model: ApiModel,
  loaded: LoadedDocument | LockSource,
  options: RenderOptions,
): Promise<EmitOutput> {
  // Only the lock's facts cross the await below (lock-source.ts says why).
  const source = lockSourceOf(loaded);
  const version = options.specforgeVersion ?? specforgeVersion;
  const output = await emitTargets(model, {
    ...options.emit,
    targets: options.targets,
    specforgeVersion: version,
  });
  const files = withLock(output.files, source, {
    targets: options.targets,
    specforgeVersion: version,
    ...(options.emit?.templates && { templates: options.emit.templates }),
    ...(options.record && { record: options.record }),
  });
  return { files, diagnostics: output.diagnostics };
}

/** The files plus the lock that records them (call again after formatting them). */
export function withLock(
  files: readonly GeneratedFile[],
  source: LockSource,
  options: {
    targets: readonly string[];
    specforgeVersion: string;
    templates?: TemplateOverrides;
    record?: LockRecord;
  },
): GeneratedFile[] {
  const generated = files.filter((file) => file.path !== OUTPUT_LOCK_FILE);
  const hashes = Object.fromEntries(generated.map((file) => [file.path, sha256File(file)]));
  const { inputs, generatedWith } = options.record ?? {};
  const lock: Omit<OutputLock, 'document'> = {
    specforgeVersion: options.specforgeVersion,
    source: source.lock.source,
    sha256: source.lock.sha256,
    infoVersion: source.lock.infoVersion,
    format: source.format,
    targets: [...options.targets].sort(),
    ...(source.lock.overlays
      ? { overlays: source.lock.overlays, documentSha256: sha256Text(source.canonicalDocument) }
      : {}),
    ...(options.templates && { templates: templateHashes(options.templates) }),
    files: hashes,
    ...(inputs && { inputs, inputsSeal: inputsSeal(inputs, hashes) }),
    ...(generatedWith && generatedWith.length > 0 && { generatedWith }),
  };
  return [...generated, fileFromParts(OUTPUT_LOCK_FILE, lockParts(lock, source.canonicalDocument))];
}

/** The user's templates (config `templates`) by name → sha256 of their bytes, sorted by name. */
export function templateHashes(templates: TemplateOverrides): Record<string, string> {
  const names = Object.keys(templates).sort();
  return Object.fromEntries(names.map((name) => [name, templates[name]?.sha256 ?? '']));
}

/**
 * The lock as JSON: its fields indented for people, the canonical document (keys
 * sorted) on one line, because pretty-printing a 4 MB document costs more than it helps.
 */
function lockParts(lock: Omit<OutputLock, 'document'>, canonicalDocument: string): string[] {
  const head = JSON.stringify(lock, null, 2).replace(/\n}$/, '');
  return [`${head},\n  "document": `, canonicalDocument, '\n}\n'];
}
