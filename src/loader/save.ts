import { randomBytes } from 'node:crypto';
import { mkdir, rename, rm, writeFile } from 'node:fs/promises';
import { basename, dirname, join, resolve } from 'node:path';
import { SpecforgeError } from '../errors.js';
import { lockPathFor } from './lock.js';
import type { LoadedDocument, Lock } from './types.js';

/**
 * The document as served, for `fetch`: a JSON document is its own bytes (decoded as UTF-8),
 * so key order survives exactly (#28 item 7: re-serialising the parsed object put
 * integer-like keys such as `"200"` before `"409"`). A `.yaml`/`.yml` target gets YAML: the
 * served text itself when it was YAML. A conversion (YAML served, JSON asked) or a document
 * changed by `--overlay` is printed from the parsed object. The lock's hash is of the
 * canonical form either way.
 */
export async function serializeDocument(
  loaded: LoadedDocument,
  targetPath?: string,
): Promise<string> {
  const asYaml = targetPath !== undefined && /\.ya?ml$/i.test(targetPath);
  const servedAsJson = /^\uFEFF?\s*[{[]/.test(loaded.text);
  const asServed = loaded.lock.overlays === undefined && servedAsJson !== asYaml;
  if (asServed) return loaded.text;
  if (!asYaml) return `${JSON.stringify(loaded.document, null, 2)}\n`;
  const yaml = await import('js-yaml');
  return yaml.dump(loaded.document, { lineWidth: -1, noRefs: true });
}

export function serializeLock(lock: Lock): string {
  return `${JSON.stringify(lock, null, 2)}\n`;
}

/**
 * Writes the document and its lock (`lockPathFor`) atomically: both go to temp files in
 * the target directory first and are renamed into place only when both are complete, so a
 * failure leaves neither a partial document nor a lock that describes another document.
 */
export async function saveDocument(
  loaded: LoadedDocument,
  outPath: string,
): Promise<{ document: string; lock: string }> {
  const documentPath = resolve(outPath);
  const lockPath = lockPathFor(documentPath);
  const files: [string, string][] = [
    [documentPath, await serializeDocument(loaded, documentPath)],
    [lockPath, serializeLock(loaded.lock)],
  ];
  const temps = files.map(([path]) =>
    join(dirname(path), `.${basename(path)}.${randomBytes(6).toString('hex')}.tmp`),
  );
  try {
    await mkdir(dirname(documentPath), { recursive: true });
    await Promise.all(files.map(([, text], index) => writeFile(temps[index], text, 'utf8')));
    for (const [index, [path]] of files.entries()) await rename(temps[index], path);
  } catch (error) {
    await Promise.all(temps.map((temp) => rm(temp, { force: true })));
    const code = (error as NodeJS.ErrnoException).code ?? String(error);
    throw new SpecforgeError('write-failed', `cannot write ${documentPath} (${code})`, {
      cause: error,
    });
  }
  return { document: documentPath, lock: lockPath };
}
