import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The specforge package root (works from `src/` under vitest and from `dist/src/` when built). */
export const packageRoot: string = findPackageRoot(dirname(fileURLToPath(import.meta.url)));

function findPackageRoot(from: string): string {
  let dir = from;
  while (!existsSync(join(dir, 'package.json')) || !existsSync(join(dir, 'templates'))) {
    const parent = dirname(dir);
    if (parent === dir) throw new Error(`specforge: package root not found above ${from}`);
    dir = parent;
  }
  return dir;
}

/** The specforge version, from package.json. */
export const specforgeVersion: string = (
  JSON.parse(readFileSync(join(packageRoot, 'package.json'), 'utf8')) as { version: string }
).version;
