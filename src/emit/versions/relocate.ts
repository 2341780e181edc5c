import { posix } from 'node:path';
import type { GeneratedFile } from '../../ir/types.js';

/**
 * A version's files that are not split into shared and own parts (enums, validators,
 * mocks, query, its own `index.ts`) are the single-version emitters' output, moved into
 * `versions/<name>/`. What every version ships unchanged — the client runtime and the mock
 * engine — stays once at the top (`runtime/`, `mocks/engine/`), so the moved files'
 * imports of those folders are re-pointed there; their other imports stay as written.
 */
export const HOISTED = ['runtime/', 'mocks/engine/'];

export function isHoisted(path: string): boolean {
  return HOISTED.some((prefix) => path.startsWith(prefix));
}

export function relocate(file: GeneratedFile, dir: string): GeneratedFile {
  const from = posix.dirname(file.path);
  const contents = file.contents.replace(
    /(from ')(\.\.?\/[^']*)(')/g,
    (whole: string, before: string, specifier: string, after: string) => {
      const target = posix.normalize(posix.join(from, specifier));
      if (!isHoisted(target)) return whole;
      const moved = posix.relative(posix.join(dir, from), target);
      return `${before}${moved.startsWith('.') ? moved : `./${moved}`}${after}`;
    },
  );
  return { path: `${dir}/${file.path}`, contents };
}
