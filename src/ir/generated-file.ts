import type { GeneratedFile } from './types.js';

/** The lock every output directory holds (write/lock-file.ts); no target may write it. */
export const OUTPUT_LOCK_NAME = 'specforge.lock.json';

/**
 * A generated file kept as its pieces (see GeneratedFile.parts). Joining them is left to
 * whoever reads `contents` (prettier, `check`); `generate` never does.
 */
export function fileFromParts(path: string, parts: readonly string[]): GeneratedFile {
  let joined: string | undefined;
  return {
    path,
    parts,
    get contents(): string {
      joined ??= parts.join('');
      return joined;
    },
  };
}
