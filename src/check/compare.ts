import type { GeneratedFile } from '../ir/types.js';
import { OUTPUT_LOCK_FILE, type OutputLock } from '../write/lock-file.js';
import { sha256Text as sha256 } from '../write/text-chunks.js';

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
 * Compares a fresh in-memory generation with the files on disk. Pure. The lock file
 * is left out of the per-file comparison: what differs in it (document, specforge
 * version, targets) is reported as a reason instead.
 */
export function compareFiles(
  expected: readonly GeneratedFile[],
  actual: ReadonlyMap<string, string>,
  lock: OutputLock | undefined,
): FileFinding[] {
  const findings: FileFinding[] = [];
  const wanted = new Map(
    expected.filter((f) => f.path !== OUTPUT_LOCK_FILE).map((f) => [f.path, f.contents]),
  );
  for (const [path, contents] of wanted) {
    const onDisk = actual.get(path);
    if (onDisk === undefined) findings.push({ path, status: 'missing' });
    else if (onDisk !== contents)
      findings.push({ path, status: editedByHand(path, onDisk, lock) ? 'edited' : 'stale' });
  }
  for (const [path, contents] of actual) {
    if (path === OUTPUT_LOCK_FILE || wanted.has(path)) continue;
    const generatedBefore = lock?.files[path] === sha256(contents);
    findings.push({ path, status: generatedBefore ? 'stale' : 'extra' });
  }
  return findings.sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));
}

/** A file whose bytes no longer match the hash the lock recorded when it was generated. */
function editedByHand(path: string, contents: string, lock: OutputLock | undefined): boolean {
  const recorded = lock?.files[path];
  return recorded !== undefined && recorded !== sha256(contents);
}
