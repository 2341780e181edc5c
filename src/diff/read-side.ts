import { stat } from 'node:fs/promises';
import { SpecforgeError } from '../errors.js';
import type { LoadOptions } from '../loader/types.js';
import { OUTPUT_LOCK_FILE } from '../write/lock-file.js';
import { readOutputLock } from '../write/read-lock.js';
import { sha256Text } from '../write/text-chunks.js';

/** One side of a diff, as a parsed document, and where it came from (for messages). */
export interface DiffSide {
  document: Record<string, unknown>;
  label: string;
  /**
   * The document's identity for the model: the canonical sha256 a lock file records, or
   * else the sha256 of the bytes read. The diff never prints it, and the canonical form
   * (keys sorted) costs ~60 ms per 3 MB document; equal bytes still mean equal documents.
   */
  sha256?: string;
}

/**
 * Reads one side: a file, URL, base URL or `-` through the loader, or a generated output
 * directory, whose lock file holds the canonical document it was generated from (so a
 * diff against it needs no network). Validation is skipped: the diff must work on the
 * sloppy documents installations serve, and it is the slowest part of loading.
 */
export async function readDiffSide(source: string, options: LoadOptions = {}): Promise<DiffSide> {
  if (source !== '-' && !/^https?:\/\//i.test(source) && (await isDirectory(source))) {
    return { ...(await readLockedDocument(source)), label: source };
  }
  const { readDocument } = await import('../loader/read-document.js');
  const read = await readDocument(source, options);
  if (options.overlays === undefined || options.overlays.length === 0)
    return { document: read.document, label: source, sha256: sha256Text(read.text) };
  // `--overlay` applies to both sides, as to every command that loads a source; the side's
  // identity is then the bytes read plus each overlay's hash.
  const { withOverlays } = await import('../loader/index.js');
  const { document, overlays } = await withOverlays(
    read.document,
    options.overlays,
    options.maxBytes,
  );
  const sha256 = sha256Text([read.text, ...overlays.map((o) => o.sha256)].join('\n'));
  return { document, label: source, sha256 };
}

async function isDirectory(path: string): Promise<boolean> {
  try {
    return (await stat(path)).isDirectory();
  } catch {
    return false; // not a local path: let the loader explain
  }
}

/** The canonical document a verified lock records (see write/read-lock.ts). */
async function readLockedDocument(
  dir: string,
): Promise<{ document: Record<string, unknown>; sha256?: string }> {
  const lock = await readOutputLock(dir);
  if (!lock) {
    throw new SpecforgeError('no-lock-file', `${dir} is a directory without ${OUTPUT_LOCK_FILE}`, {
      hint: 'give a document, a URL, or a directory written by specforge generate',
    });
  }
  return { document: lock.document, sha256: lock.documentSha256 ?? lock.sha256 };
}
