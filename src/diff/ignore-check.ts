import { SpecforgeError } from '../errors.js';
import { closest } from '../util/did-you-mean.js';
import { globMatcher } from './glob.js';
import type { IgnoreEntry } from './types.js';

/**
 * An ignore line whose method and path name no operation of either document can never
 * accept anything: a typo (`/jobs` for `/job`) that would leave the change it meant failing
 * the build with the line looking right. It is an error naming the closest operation; a line
 * that names a real operation but matches no change stays a warning (the change may come).
 * Findings about the document as a whole (method `*`, path `*`) are always allowed.
 */
export function refuseUnknownIgnoreEntries(
  entries: readonly IgnoreEntry[],
  operations: ReadonlySet<string>,
): void {
  const known = [...operations];
  for (const entry of entries) {
    const method = globMatcher(entry.method, true);
    const path = globMatcher(entry.path);
    const names = (op: string) => {
      const space = op.indexOf(' ');
      return method(op.slice(0, space)) && path(op.slice(space + 1));
    };
    if (entry.path === '*' || known.some(names)) continue;
    const guess = closest(`${entry.method.toUpperCase()} ${entry.path}`, known);
    const hint = guess === undefined ? '' : ` (did you mean "${guess}"?)`;
    throw new SpecforgeError(
      'bad-ignore-file',
      `${entry.source ?? 'ignore file'}: "${entry.text ?? entry.path}" names no operation of either document${hint}`,
    );
  }
}
