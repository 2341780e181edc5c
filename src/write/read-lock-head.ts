import { closeSync, lstatSync, openSync, readSync } from 'node:fs';
import { join } from 'node:path';
import { isRecord } from '../json/value.js';
import { OUTPUT_LOCK_FILE, type OutputLock } from './lock-file.js';

/** The lock without its embedded document: what `check`'s fast path reads. */
export type OutputLockHead = Omit<OutputLock, 'document'>;

/**
 * `render-output.ts` writes the document last, after this line start, and the fields above
 * it indented by JSON.stringify: a raw newline cannot occur inside a JSON string, so the
 * first match ends the head.
 */
const DOCUMENT_KEY = ',\n  "document": ';
const CHUNK = 64 * 1024;
/** A head is a few KB (one hash per file); a lock whose head runs longer is not read here. */
const MAX_HEAD = 4 * 1024 * 1024;

/**
 * The fields of `<dir>/specforge.lock.json` before its document, read without reading or
 * parsing the document (3 MB for GitHub's): `undefined` when the lock is missing, not a
 * regular file, or not laid out as `generate` writes it. Never trusted alone: the caller
 * checks `inputsSeal`, and anything unexpected sends it to `readOutputLock`'s full checks.
 */
export async function readLockHead(dir: string): Promise<OutputLockHead | undefined> {
  const path = join(dir, OUTPUT_LOCK_FILE);
  const info = lstatSync(path, { throwIfNoEntry: false });
  if (!info?.isFile()) return undefined;
  const text = headText(path);
  if (text === undefined) return undefined;
  try {
    const head: unknown = JSON.parse(`${text}\n}`);
    return isLockHead(head) ? head : undefined;
  } catch {
    return undefined;
  }
}

/** Read synchronously: a few KB that `check` waits for with nothing else to do. */
function headText(path: string): string | undefined {
  const file = openSync(path, 'r');
  try {
    const buffer = Buffer.alloc(CHUNK);
    let text = '';
    for (;;) {
      const bytesRead = readSync(file, buffer, 0, CHUNK, null);
      if (bytesRead === 0) return undefined;
      // The head is JSON written by us: a chunk boundary inside a multi-byte character
      // is repaired by decoding the bytes read so far as one buffer.
      text += buffer.toString('latin1', 0, bytesRead);
      const end = text.indexOf(DOCUMENT_KEY);
      if (end >= 0) return Buffer.from(text.slice(0, end), 'latin1').toString('utf8');
      if (text.length > MAX_HEAD) return undefined;
    }
  } finally {
    closeSync(file);
  }
}

function isLockHead(value: unknown): value is OutputLockHead {
  if (!isRecord(value)) return false;
  const { specforgeVersion, files, targets } = value;
  return (
    typeof specforgeVersion === 'string' &&
    Array.isArray(targets) &&
    isRecord(files) &&
    Object.values(files).every((hash) => typeof hash === 'string')
  );
}
