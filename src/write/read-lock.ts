import { lstat, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { SpecforgeError } from '../errors.js';
import { sha256Canonical } from '../json/canonical.js';
import { OUTPUT_LOCK_FILE, type OutputLock } from './lock-file.js';
import { isRecord } from '../json/value.js';

/**
 * The one reader of `specforge.lock.json`, for `generate` (may this directory be
 * replaced?), `check` and `diff <dir>`. A lock is trusted only when it is a regular
 * file, has the shape specforge writes, and its embedded document still hashes to its
 * `sha256`: a bad merge or a hand edit must not silently turn the CI gate off (audit
 * item 12). `undefined` when the directory has no lock at all.
 */
export async function readOutputLock(dir: string): Promise<OutputLock | undefined> {
  const path = join(dir, OUTPUT_LOCK_FILE);
  const info = await lstat(path).catch(() => undefined);
  if (!info) return undefined;
  if (!info.isFile()) throw damaged(path, 'is not a regular file');
  let lock: unknown;
  try {
    lock = JSON.parse(await readFile(path, 'utf8'));
  } catch {
    throw damaged(path, 'is not valid JSON');
  }
  if (!isOutputLock(lock)) throw damaged(path, 'is not a specforge lock');
  // With overlays the embedded document is the overlaid one: its own hash is recorded.
  if (sha256Canonical(lock.document) !== (lock.documentSha256 ?? lock.sha256)) {
    throw new SpecforgeError(
      'lock-tampered',
      `${path}: its document does not hash to its sha256 (edited by hand or a bad merge)`,
      { hint: 'run specforge generate again to rewrite the output directory' },
    );
  }
  return lock;
}

function damaged(path: string, why: string): SpecforgeError {
  return new SpecforgeError('lock-invalid', `${path} ${why}`, {
    hint: 'run specforge generate again to rewrite the output directory (move the directory away first if it is yours)',
  });
}

/** The fields every consumer relies on, with their types (older fields may be added freely). */
function isOutputLock(value: unknown): value is OutputLock {
  if (!isRecord(value)) return false;
  const { specforgeVersion, sha256, files, document, targets } = value;
  return (
    typeof specforgeVersion === 'string' &&
    typeof sha256 === 'string' &&
    /^[0-9a-f]{64}$/.test(sha256) &&
    isRecord(document) &&
    Array.isArray(targets) &&
    isRecord(files) &&
    Object.values(files).every((hash) => typeof hash === 'string')
  );
}

/** `-o` names a symbolic link whose target does not exist (audit item 16). */
export function danglingLink(path: string): SpecforgeError {
  return new SpecforgeError(
    'output-dangling-link',
    `${path} is a symbolic link to a path that does not exist`,
    {
      hint: 'create the directory it points to, or remove the link',
    },
  );
}
