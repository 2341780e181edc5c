import type { Diagnostic } from '../ir/types.js';
import { buildLock } from './lock.js';
import { readDocument } from './read-document.js';
import type { LoadedDocument, LoadOptions } from './types.js';
import type { SourceText } from './read-source.js';
import { validateDocument } from './validate.js';

/**
 * `--overlay` files (Overlay 1.0), applied in order to the parsed document before anything
 * reads it. The lock keeps the served document's hash and adds each overlay's, so `check`
 * tells "the installation changed" from "the overlay changed".
 */
export async function withOverlays(
  document: Record<string, unknown>,
  files: readonly string[] = [],
  maxBytes?: number,
) {
  if (files.length === 0) return { document, overlays: [], unmatched: [] };
  const [{ readOverlay }, { applyOverlays }] = await Promise.all([
    import('./overlay-read.js'),
    import('./overlay-apply.js'),
  ]);
  const loaded = [];
  for (const file of files) loaded.push(await readOverlay(file, maxBytes));
  const applied = applyOverlays(document, loaded);
  return { ...applied, overlays: loaded.map(({ file, sha256 }) => ({ file, sha256 })) };
}

function overlayWarning(message: string): Diagnostic {
  return { code: 'overlay-unmatched', severity: 'warning', pointer: '#', message };
}

export type { LoadedDocument, LoadOptions, Lock } from './types.js';
export { requireOpenApiFormat, infoVersion } from './format.js';
export { parseHeaderFlags } from './headers.js';
export { buildLock, lockPathFor } from './lock.js';
export { lockBesideWarning } from './lock-beside.js';
export { saveDocument, serializeDocument, serializeLock } from './save.js';
export { resolveSource, type ResolvedSource } from './source.js';
export type { SourceText } from './read-source.js';
export { validateDocument };

export {
  DEFAULT_MAX_BYTES,
  DEFAULT_RETRIES,
  DEFAULT_TIMEOUT_MS,
  readDocument,
  readSourceText,
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
  given?: SourceText,
): Promise<LoadedDocument> {
  const read = await readDocument(source, options, given);
  const { text, format, resolved } = read;
  const lock = buildLock(source, resolved, read.document, format);
  const { document, overlays, unmatched } = await withOverlays(
    read.document,
    options.overlays,
    options.maxBytes,
  );
  const diagnostics: Diagnostic[] =
    options.validate === false ? [] : await validateDocument(document);
  diagnostics.push(...unmatched.map((message) => overlayWarning(message)));
  return {
    document,
    text,
    format,
    lock: overlays.length > 0 ? { ...lock, overlays } : lock,
    diagnostics,
  };
}
