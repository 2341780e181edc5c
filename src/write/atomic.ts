import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, open, readdir, rename, rm, stat } from 'node:fs/promises';
import { basename, dirname, join, resolve } from 'node:path';
import { SpecforgeError } from '../errors.js';
import type { GeneratedFile } from '../ir/types.js';
import { OUTPUT_LOCK_FILE } from './lock-file.js';
import { fileChunks } from './text-chunks.js';

/**
 * Writes the whole output directory at once: the files go to a temporary directory
 * beside the target, which then takes the target's place. An existing directory is
 * replaced only when it is a previous specforge output (it has specforge.lock.json)
 * or empty; anything else is refused (exit 2), so a typo in `-o` cannot delete a
 * project. Nothing outside the directory is touched (the temporary siblings are
 * removed on success and on failure).
 */
export async function writeOutputDir(dir: string, files: readonly GeneratedFile[]): Promise<void> {
  const target = resolve(dir);
  await checkReplaceable(target);
  const suffix = `${process.pid}-${randomBytes(4).toString('hex')}`;
  const temp = join(dirname(target), `.${basename(target)}.specforge-new-${suffix}`);
  const old = join(dirname(target), `.${basename(target)}.specforge-old-${suffix}`);
  try {
    await mkdir(dirname(target), { recursive: true });
    for (const file of files) {
      const path = join(temp, ...safeSegments(file.path));
      await mkdir(dirname(path), { recursive: true });
      await writeFileChunks(path, file);
    }
    const replacing = existsSync(target);
    if (replacing) await rename(target, old);
    await rename(temp, target);
    if (replacing) await rm(old, { recursive: true, force: true });
  } catch (error) {
    await rm(temp, { recursive: true, force: true });
    if (!existsSync(target) && existsSync(old)) await rename(old, target);
    throw error;
  }
}

/** Writes a file as UTF-8 slice by slice (see text-chunks.ts: no file-sized buffer). */
async function writeFileChunks(path: string, file: GeneratedFile): Promise<void> {
  const handle = await open(path, 'w');
  try {
    for (const chunk of fileChunks(file)) await handle.write(chunk, null, 'utf8');
  } finally {
    await handle.close();
  }
}

async function checkReplaceable(target: string): Promise<void> {
  const info = await stat(target).catch(() => undefined);
  if (!info) return;
  if (!info.isDirectory()) {
    throw new SpecforgeError('output-not-directory', `${target} exists and is not a directory`);
  }
  const entries = await readdir(target);
  if (entries.length === 0 || entries.includes(OUTPUT_LOCK_FILE)) return;
  throw new SpecforgeError(
    'output-not-specforge',
    `refusing to replace ${target}: it is not empty and has no ${OUTPUT_LOCK_FILE}`,
    { hint: 'choose an empty or new directory for -o, or remove it first' },
  );
}

/** A generated path's segments; refuses anything that could leave the directory. */
function safeSegments(path: string): string[] {
  const segments = path.split('/');
  if (segments.some((s) => s === '' || s === '.' || s === '..' || s.includes('\\'))) {
    throw new Error(`specforge: unsafe generated path ${JSON.stringify(path)}`);
  }
  return segments;
}
