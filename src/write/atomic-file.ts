import { randomBytes } from 'node:crypto';
import { rename, rm, writeFile } from 'node:fs/promises';
import { SpecforgeError } from '../errors.js';

/**
 * A report or overlay file (`diff -o`, `probe -o`, `--write-overlay`), written whole to a
 * temporary sibling and then renamed over the target: a reader never sees half a file, and
 * a failed run leaves the previous file as it was. A path that cannot be written is an
 * input problem (one line, exit 2), not an internal error.
 */
export async function writeFileAtomic(file: string, text: string): Promise<void> {
  const temp = `${file}.${process.pid}-${randomBytes(4).toString('hex')}.tmp`;
  try {
    await writeFile(temp, text);
    await rename(temp, file);
  } catch (error) {
    await rm(temp, { force: true });
    const code = (error as NodeJS.ErrnoException).code ?? 'error';
    throw new SpecforgeError('unwritable-file', `cannot write ${file}: ${code}`);
  }
}
