import { randomBytes } from 'node:crypto';
import { closeSync, existsSync, mkdirSync, openSync, writeSync } from 'node:fs';
import { chmod, mkdir, readdir, rename, rm } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { SpecforgeError } from '../errors.js';
import { isSafeRelativePath } from '../util/safe-path.js';
import type { GeneratedFile } from '../ir/types.js';
import { holdWriteLock, removeOnSignal, sweepLeftovers, tempNames } from './leftovers.js';
import { replaceableTarget } from './ownership.js';
import { fileChunks } from './text-chunks.js';

export interface WriteOptions {
  /** Replace a specforge output even when it holds files specforge did not write. */
  force?: boolean;
}

/**
 * Writes the whole output directory at once: the files go to a temporary directory
 * beside the target, which then takes the target's place. An existing directory is
 * replaced only when it is specforge's own (see ownership.ts), so neither a typo in
 * `-o` nor a file added by hand is ever deleted silently. Nothing outside the directory
 * is touched: the temporary siblings are removed on success, failure and Ctrl-C, and
 * those of killed runs on the next run (leftovers.ts). Resolves to warnings about an
 * outcome that is still a success (the new output is in place).
 */
export async function writeOutputDir(
  dir: string,
  files: readonly GeneratedFile[],
  options: WriteOptions = {},
): Promise<string[]> {
  const target = await outputWritable(dir, () => replaceableTarget(dir, Boolean(options.force)));
  await outputWritable(dir, () => mkdir(dirname(target), { recursive: true }));
  const lock = await outputWritable(dir, () => holdWriteLock(target));
  const { temp, old } = tempNames(target, `${process.pid}-${randomBytes(4).toString('hex')}`);
  const stopListening = removeOnSignal(() => [temp, lock.path]);
  try {
    await sweepLeftovers(target, existsSync(target));
    await outputWritable(dir, () => writeFiles(temp, files));
    const replacing = existsSync(target);
    if (replacing) await rename(target, old);
    await rename(temp, target);
    return replacing ? await removeOld(old) : [];
  } catch (error) {
    await rm(temp, { recursive: true, force: true });
    if (!existsSync(target) && existsSync(old)) await rename(old, target);
    throw error;
  } finally {
    stopListening();
    await lock.release();
  }
}

/**
 * Each file is written synchronously: the files go to a private temporary directory that
 * nothing else reads, and a thread-pool round trip per chunk made writing GitHub's output
 * (21 files, 3.6 MB) half idle time. Between files the event loop turns once, so a Ctrl-C
 * or SIGTERM is handled mid-write (removeOnSignal) rather than after the swap.
 */
async function writeFiles(root: string, files: readonly GeneratedFile[]): Promise<void> {
  for (const file of files) {
    const path = join(root, ...safeSegments(file.path));
    mkdirSync(dirname(path), { recursive: true });
    writeFileChunks(path, file);
    await new Promise((resolve) => setImmediate(resolve));
  }
}

/**
 * The previous output, moved aside. A read-only one (chmod -R a-w) is made writable
 * first: it is our own output, verified by its lock. Failing that, the new output is
 * still installed: a warning, not an error (audit item 13).
 */
async function removeOld(old: string): Promise<string[]> {
  try {
    await rm(old, { recursive: true, force: true });
    return [];
  } catch {
    await makeWritable(old).catch(() => undefined);
    const failure = await rm(old, { recursive: true, force: true }).catch((error: Error) => error);
    return failure ? [`the previous output could not be removed and is left at ${old}`] : [];
  }
}

async function makeWritable(dir: string): Promise<void> {
  await chmod(dir, 0o700);
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    if (entry.isDirectory()) await makeWritable(join(dir, entry.name));
  }
}

/**
 * Permission problems of the output's place are the user's to fix (exit 2), not a crash;
 * so is a path through a file (`-o notes.txt/out`: ENOTDIR, or EEXIST from mkdir).
 */
async function outputWritable<T>(dir: string, action: () => Promise<T>): Promise<T> {
  try {
    return await action();
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code !== undefined && ['EACCES', 'EPERM', 'EROFS', 'ENOTDIR', 'EEXIST'].includes(code)) {
      throw new SpecforgeError(
        'output-not-writable',
        `cannot write ${dir} (${code}): ${(error as Error).message}`,
        {
          hint: 'choose an output directory you may write, or fix its permissions',
          cause: error,
        },
      );
    }
    throw error;
  }
}

/** Writes a file as UTF-8 slice by slice (see text-chunks.ts: no file-sized buffer). */
function writeFileChunks(path: string, file: GeneratedFile): void {
  const fd = openSync(path, 'w');
  try {
    for (const chunk of fileChunks(file)) writeSync(fd, chunk, null, 'utf8');
  } finally {
    closeSync(fd);
  }
}

/** A generated path's segments; refuses anything that could leave the directory. */
function safeSegments(path: string): string[] {
  if (!isSafeRelativePath(path)) {
    throw new Error(`specforge: unsafe generated path ${JSON.stringify(path)}`);
  }
  return path.split('/');
}
