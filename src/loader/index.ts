import type { Diagnostic } from '../ir/types.js';
import { buildLock } from './lock.js';
import { readDocument } from './read-document.js';
import type { LoadedDocument, LoadOptions } from './types.js';
import { validateDocument } from './validate.js';

export type { LoadedDocument, LoadOptions, Lock } from './types.js';
export { canonicalJson, canonicalize, sha256Canonical } from './canonical.js';
export { detectFormat, formatVersion, infoVersion } from './format.js';
export { parseHeaderFlags } from './headers.js';
export { buildLock, lockPathFor } from './lock.js';
export { saveDocument, serializeDocument, serializeLock } from './save.js';
export { resolveSource, type ResolvedSource } from './source.js';
export { validateDocument };

export {
  DEFAULT_MAX_BYTES,
  DEFAULT_RETRIES,
  DEFAULT_TIMEOUT_MS,
  readDocument,
  type ReadDocument,
} from './read-document.js';

/**
 * Reads a document from a base URL, document URL, file or `-` (stdin), parses it (JSON or
 * YAML), checks that it is Swagger 2.0 / OpenAPI 3.x and hashes it. With `validate: false`
 * that is all (fast: `generate`'s hot path); otherwise swagger-parser validates a clone too.
 * Throws a SpecforgeError (exit 2) when the source cannot be read or is not a document;
 * validation problems are returned as diagnostics, never thrown.
 */
export async function loadDocument(
  source: string,
  options: LoadOptions = {},
): Promise<LoadedDocument> {
  const { document, text, format, resolved } = await readDocument(source, options);
  const diagnostics: Diagnostic[] =
    options.validate === false ? [] : await validateDocument(document);
  return {
    document,
    text,
    format,
    lock: buildLock(source, resolved, document, format),
    diagnostics,
  };
}
