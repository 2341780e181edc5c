import { readFileSync, statSync } from 'node:fs';
import type { NormaliseOptions } from '../ir/types.js';
import type { LoadOptions } from '../loader/types.js';
import type { SourceText } from '../loader/read-source.js';
import { DEFAULT_MAX_BYTES, readSourceText } from '../loader/read-document.js';
import type { EmitSettings } from '../emit/shared/options.js';
import type { TargetName } from '../emit/targets.js';
import type { CheckResult } from './index.js';
import { specforgeVersion } from '../util/package.js';
import { bytesSha256, generationInputs, inputsSeal, sameInputs } from '../write/inputs.js';
import { readLockHead, type OutputLockHead } from '../write/read-lock-head.js';
import { OUTPUT_LOCK_FILE } from '../write/lock-file.js';
import { listOutputEntries, sha256OfFile } from '../write/output-files.js';
import { targetsOrDefault } from '../write/render-files.js';

export interface QuickInput {
  source: string;
  output: string;
  load?: LoadOptions;
  normalise?: NormaliseOptions;
  emit?: EmitSettings;
  targets?: TargetName[];
  format?: boolean;
}

/** `upToDate`: nothing moved; otherwise the source's text, if read, for the full comparison. */
export type QuickOutcome = { upToDate: true } | { upToDate: false; text?: SourceText };

/**
 * `check`'s fast path: the output is a pure function of the inputs its lock records
 * (write/inputs.ts), so when those hash the same now and every file still has the hash the
 * lock gave it, regenerating would write the same bytes. No parse, normalise or emit: the
 * source's text, the overlays' bytes and the output's files are hashed, nothing more.
 * Anything that does not match (or cannot be read here) is left to the full comparison,
 * which says what moved; so this path can only answer "up to date".
 */
export async function quickCheck(input: QuickInput): Promise<QuickOutcome> {
  // prettier's version and config shape `--format` output and are not inputs the lock records
  if (input.format) return { upToDate: false };
  const lock = await readLockHead(input.output);
  if (!lock?.inputs || lock.inputsSeal !== inputsSeal(lock.inputs, lock.files))
    return { upToDate: false };
  const overlays = overlayHashes(input.load?.overlays ?? [], input.load?.maxBytes);
  if (overlays === undefined) return { upToDate: false };
  const text = await readSourceText(input.source, input.load);
  const now = generationInputs({
    document: bytesSha256(text.bytes),
    overlays,
    normalise: input.normalise,
    emit: input.emit,
    targets: await targetsOrDefault(input.targets ?? (lock.targets as TargetName[])),
    specforgeVersion,
    format: Boolean(input.format),
  });
  if (
    now === undefined ||
    !sameInputs(now, lock.inputs) ||
    !(await filesAsLocked(input.output, lock))
  )
    return { upToDate: false, text };
  return { upToDate: true };
}

/**
 * Each overlay's sha256, as the loader records it; `undefined` when one is not a regular
 * file (a pipe can be read once: the full path must be the one to read it) or is missing.
 */
function overlayHashes(
  files: readonly string[],
  maxBytes = DEFAULT_MAX_BYTES,
): string[] | undefined {
  const hashes: string[] = [];
  for (const file of files) {
    const info = statSync(file, { throwIfNoEntry: false });
    // too large: the full path's loader says so
    if (!info?.isFile() || info.size > maxBytes) return undefined;
    hashes.push(bytesSha256(readFileSync(file)));
  }
  return hashes;
}

/** Every entry of the directory is a file the lock lists, with the hash it lists; none missing. */
async function filesAsLocked(output: string, lock: OutputLockHead): Promise<boolean> {
  const entries = (await listOutputEntries(output)).filter(
    (entry) => entry.path !== OUTPUT_LOCK_FILE,
  );
  if (entries.length !== Object.keys(lock.files).length) return false;
  for (const entry of entries) {
    const recorded = lock.files[entry.path];
    if (entry.kind !== 'file' || recorded === undefined) return false;
    if ((await sha256OfFile(entry.absolute)) !== recorded) return false;
  }
  return true;
}

/**
 * What `check` answers when the fast path found nothing moved. Here, not beside the full
 * comparison (check/index.ts), whose imports (the emitters, their templates) an up-to-date
 * check must not load: they were a third of its start (bench/README §9).
 */
export function upToDateByInputs(output: string): CheckResult {
  return { upToDate: true, output, decidedBy: 'inputs', reasons: [], files: [] };
}
