import { lstat, readdir, realpath } from 'node:fs/promises';
import { SpecforgeError } from '../errors.js';
import { OUTPUT_LOCK_FILE } from './lock-file.js';
import { listOutputEntries } from './output-files.js';
import { danglingLink, readOutputLock } from './read-lock.js';

/**
 * May `generate` replace this directory? Only when it is new, empty, or specforge's own:
 * its lock parses, verifies, and lists every file present. A junk file named
 * specforge.lock.json proves nothing (audit item 2), and a file the lock does not list
 * was added by hand: `generate` refuses with the list unless `--force` says to drop
 * them. Returns the real directory to write (a symbolic link's target, audit item 14),
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
  const extra = (await listOutputEntries(real))
    .map((entry) => entry.path)
    .filter((path) => path !== OUTPUT_LOCK_FILE && lock.files[path] === undefined);
  if (extra.length > 0 && !force) throw extraFiles(target, extra);
  return real;
}

function extraFiles(target: string, extra: readonly string[]): SpecforgeError {
  const shown = extra.slice(0, 10).join(', ') + (extra.length > 10 ? `, … (${extra.length} in all)` : '');
  return new SpecforgeError(
    'output-has-extra-files',
    `refusing to replace ${target}: it holds files specforge did not generate: ${shown}`,
    { hint: 'move them out of the output directory, or pass --force to delete them' },
  );
}
