import { lstat, readdir, realpath } from 'node:fs/promises';
import { SpecforgeError } from '../errors.js';
import { OUTPUT_LOCK_FILE } from './lock-file.js';
import { listOutputEntries, sha256OfFile, type OutputEntry } from './output-files.js';
import { danglingLink, readOutputLock } from './read-lock.js';

/**
 * May `generate` replace this directory? Only when it is new, empty, or specforge's own:
 * its lock parses, verifies, and lists every file present. A junk file named
 * specforge.lock.json proves nothing (audit item 2), and a file the lock does not list
 * was added by hand, and so is a listed file whose bytes no longer hash to the lock's
 * sha256 (a forged lock listing a user's file, #29 item 13; or a generated file edited
 * since): `generate` refuses with the list unless `--force` says to drop them. Returns the real directory to write (a symbolic link's target, audit item 14),
 * so the link survives and points at the new output.
 */
export async function replaceableTarget(target: string, force: boolean): Promise<string> {
  const link = await lstat(target).catch(() => undefined);
  if (!link) return target;
  const real = link.isSymbolicLink() ? await realpath(target).catch(() => undefined) : target;
  if (real === undefined) throw danglingLink(target);
  const info = await lstat(real);
  if (!info.isDirectory()) {
    throw new SpecforgeError('output-not-directory', `${target} exists and is not a directory`);
  }
  if ((await readdir(real)).length === 0) return real;
  const lock = await readOutputLock(real);
  if (!lock) {
    throw new SpecforgeError(
      'output-not-specforge',
      `refusing to replace ${target}: it is not empty and has no ${OUTPUT_LOCK_FILE}`,
      { hint: 'choose an empty or new directory for -o, or remove it first' },
    );
  }
  if (force) return real;
  const extra: string[] = [];
  for (const entry of await listOutputEntries(real)) {
    if (entry.path !== OUTPUT_LOCK_FILE && !(await isOurs(entry, lock.files[entry.path])))
      extra.push(entry.path);
  }
  if (extra.length > 0) throw extraFiles(target, extra);
  return real;
}

/** Listed in the lock, a regular file, and still the bytes specforge wrote. */
async function isOurs(entry: OutputEntry, locked: string | undefined): Promise<boolean> {
  if (locked === undefined || entry.kind !== 'file') return false;
  return (await sha256OfFile(entry.absolute)) === locked;
}

function extraFiles(target: string, extra: readonly string[]): SpecforgeError {
  const shown =
    extra.slice(0, 10).join(', ') + (extra.length > 10 ? `, … (${extra.length} in all)` : '');
  return new SpecforgeError(
    'output-has-extra-files',
    `refusing to replace ${target}: it holds files specforge did not generate (or that changed since): ${shown}`,
    { hint: 'move them out of the output directory, or pass --force to delete them' },
  );
}
