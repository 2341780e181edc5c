import type { Diagnostic } from '../ir/types.js';
import { detectFormat } from './format.js';
import type { HttpOptions } from './http.js';
import { buildLock } from './lock.js';
import { parseDocumentText } from './parse.js';
import { readSource } from './read-source.js';
import { resolveSource } from './source.js';
import type { LoadedDocument, LoadOptions } from './types.js';
import { validateDocument } from './validate.js';

export type { LoadedDocument, LoadOptions, Lock } from './types.js';
export { canonicalJson, canonicalize, sha256Canonical } from './canonical.js';
export { detectFormat, formatVersion, infoVersion } from './format.js';
export { parseHeaderFlags } from './headers.js';
export { buildLock, lockPathFor } from './lock.js';
export { loadOptionsFromArgs, sourceFromArgs, sourceOptions } from './cli-options.js';
export { saveDocument, serializeDocument, serializeLock } from './save.js';
export { resolveSource, type ResolvedSource } from './source.js';
export { validateDocument };

export const DEFAULT_TIMEOUT_MS = 30_000;
export const DEFAULT_MAX_BYTES = 50 * 1024 * 1024;
export const DEFAULT_RETRIES = 2;

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
  const resolvedSource = resolveSource(source);
  const read = await readSource(resolvedSource, httpOptions(options), options.stdin);
  const document = parseDocumentText(read.text, read.parse);
  const format = detectFormat(document, read.parse.origin);
  const record = document as Record<string, unknown>;
  const diagnostics: Diagnostic[] =
    options.validate === false ? [] : await validateDocument(record);
  return {
    document: record,
    text: read.text,
    format,
    lock: buildLock(source, read.resolved, record, format),
    diagnostics,
  };
}

function httpOptions(options: LoadOptions): HttpOptions {
  return {
    timeoutMs: options.timeoutMs ?? DEFAULT_TIMEOUT_MS,
    headers: options.headers ?? {},
    insecure: options.insecure ?? false,
    retries: options.retries ?? DEFAULT_RETRIES,
    maxBytes: options.maxBytes ?? DEFAULT_MAX_BYTES,
    retryDelayMs: options.retryDelayMs ?? 250,
    maxRedirects: options.maxRedirects ?? 5,
  };
}
