import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { SpecforgeError } from '../errors.js';
import { OUTPUT_LOCK_FILE, type OutputLock } from '../write/lock-file.js';

export interface OutputOnDisk {
  /** False when the directory does not exist (nothing generated yet). */
  exists: boolean;
  /** Relative `/`-separated path → contents. */
  files: Map<string, string>;
  lock?: OutputLock;
}

/** Reads a generated output directory (every file, recursively) and its lock. */
export function readOutputDir(dir: string): OutputOnDisk {
  if (!existsSync(dir)) return { exists: false, files: new Map() };
  if (!statSync(dir).isDirectory()) {
    throw new SpecforgeError('output-not-directory', `${dir} is not a directory`);
  }
  const files = new Map<string, string>();
  for (const path of listFiles(dir)) files.set(relative(dir, path).split(sep).join('/'), readFileSync(path, 'utf8'));
  const lockText = files.get(OUTPUT_LOCK_FILE);
  return { exists: true, files, lock: lockText === undefined ? undefined : parseLock(dir, lockText) };
}

function listFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true })
    .sort((a, b) => (a.name < b.name ? -1 : 1))
    .flatMap((entry) => {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) return listFiles(path);
      return entry.isFile() ? [path] : [];
    });
}

function parseLock(dir: string, text: string): OutputLock {
  try {
    const lock = JSON.parse(text) as OutputLock;
    if (typeof lock.sha256 === 'string' && typeof lock.files === 'object' && typeof lock.document === 'object') {
      return lock;
    }
  } catch {
    // reported below
  }
  throw new SpecforgeError('lock-invalid', `${join(dir, OUTPUT_LOCK_FILE)} is damaged`, {
    hint: 'run specforge generate again to rewrite the output directory',
  });
}
