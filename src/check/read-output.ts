import { lstat, stat } from 'node:fs/promises';
import { SpecforgeError } from '../errors.js';
import { OUTPUT_LOCK_FILE, type OutputLock } from '../write/lock-file.js';
import { listOutputEntries, sha256OfFile } from '../write/output-files.js';
import { danglingLink } from '../write/read-lock.js';

export interface OutputOnDisk {
  /** False when the directory does not exist (nothing generated yet). */
  exists: boolean;
  /**
   * Relative `/`-separated path → sha256 of its bytes, for the files `check` must compare
   * (generated now, or recorded in the lock); any other entry maps to `undefined`:
   * reported as extra without being read (audit item 15: a stray 2 GB file).
   */
  files: Map<string, string | undefined>;
  lock?: OutputLock;
}

/**
 * Reads a generated output directory (whose lock the caller read with readOutputLock):
 * the hashes of the files that matter (`wanted` and the lock's), streamed.
 */
export async function readOutputDir(
  dir: string,
  wanted: ReadonlySet<string>,
  lock: OutputLock | undefined,
): Promise<OutputOnDisk> {
  const info = await stat(dir).catch(() => undefined);
  if (!info) {
    if (await lstat(dir).catch(() => undefined)) throw danglingLink(dir);
    return { exists: false, files: new Map() };
  }
  if (!info.isDirectory())
    throw new SpecforgeError('output-not-directory', `${dir} is not a directory`);
  const files = new Map<string, string | undefined>();
  for (const entry of await listOutputEntries(dir)) {
    if (entry.path === OUTPUT_LOCK_FILE) continue;
    const compared =
      entry.kind === 'file' && (wanted.has(entry.path) || lock?.files[entry.path] !== undefined);
    files.set(entry.path, compared ? await sha256OfFile(entry.absolute) : undefined);
  }
  return { exists: true, files, lock };
}
