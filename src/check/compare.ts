import type { GeneratedFile } from '../ir/types.js';
import { OUTPUT_LOCK_FILE, type OutputLock } from '../write/lock-file.js';
import { sha256File } from '../write/text-chunks.js';

/** How one file of the output directory differs from what would be generated now. */
export interface FileFinding {
  path: string;
  /**
   * `stale`: differs from a fresh generation; `edited`: changed by hand since it was
   * generated (its hash no longer matches the lock); `missing`: would be generated but
   * is absent; `extra`: present, not generated now and not recorded in the lock (added
   * by hand). A file generated before that would not be generated now is `stale`.
   */
  status: 'stale' | 'edited' | 'missing' | 'extra';
}

/**
 * Compares a fresh in-memory generation with the files on disk, by sha256 of their
 * bytes (`actual`: path → hash, `undefined` for an entry not worth reading). Pure. The
 * lock file is left out of the per-file comparison: what differs in it (document,
 * specforge version, targets) is reported as a reason instead.
 */
export function compareFiles(
  expected: readonly GeneratedFile[],
  actual: ReadonlyMap<string, string | undefined>,
  lock: OutputLock | undefined,
): FileFinding[] {
  const findings: FileFinding[] = [];
  const wanted = new Map(
    expected.filter((f) => f.path !== OUTPUT_LOCK_FILE).map((f) => [f.path, sha256File(f)]),
  );
  for (const [path, hash] of wanted) {
    if (!actual.has(path)) findings.push({ path, status: 'missing' });
    else if (actual.get(path) !== hash)
      findings.push({
        path,
        status: editedByHand(path, actual.get(path), lock) ? 'edited' : 'stale',
      });
  }
  for (const [path, hash] of actual) {
    if (path === OUTPUT_LOCK_FILE || wanted.has(path)) continue;
    const generatedBefore = hash !== undefined && lock?.files[path] === hash;
    findings.push({ path, status: generatedBefore ? 'stale' : 'extra' });
  }
  return findings.sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));
}

/** A file whose bytes no longer match the hash the lock recorded when it was generated. */
function editedByHand(
  path: string,
  hash: string | undefined,
  lock: OutputLock | undefined,
): boolean {
  const recorded = lock?.files[path];
  return recorded !== undefined && recorded !== hash;
}
