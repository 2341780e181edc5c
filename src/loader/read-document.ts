import type { DocumentFormat } from '../ir/types.js';
import { requireOpenApiFormat } from './format.js';
import type { HttpOptions } from './http.js';
import { parseDocumentText } from './parse.js';
import { readSource, type SourceText } from './read-source.js';
import { resolveSource } from './source.js';
import type { LoadOptions } from './types.js';

import { DEFAULT_MAX_BYTES, DEFAULT_RETRIES, DEFAULT_TIMEOUT_MS } from './defaults.js';

export { DEFAULT_MAX_BYTES, DEFAULT_RETRIES, DEFAULT_TIMEOUT_MS } from './defaults.js';

/** A document read and parsed, before any hashing or validation. */
export interface ReadDocument {
  document: Record<string, unknown>;
  /** The bytes as received, decoded as UTF-8. */
  text: string;
  format: DocumentFormat;
  /** The URL or absolute file path actually read (`-` for stdin). */
  resolved: string;
}

/**
 * Reads a base URL, document URL, file or `-` (stdin), parses it (JSON or YAML) and checks
 * that it is Swagger 2.0 / OpenAPI 3.x. `loadDocument` adds the lock and validation; the
 * diff needs neither (hashing the canonical form of a 3 MB document costs ~60 ms).
 * Throws a SpecforgeError (exit 2) when the source cannot be read or is not a document.
 */
export async function readDocument(
  source: string,
  options: LoadOptions = {},
  given?: SourceText,
): Promise<ReadDocument> {
  const read = given ?? (await readSourceText(source, options));
  options.onRead?.(read.bytes.length);
  const document = parseDocumentText(read.text, read.parse);
  const format = requireOpenApiFormat(document, read.parse.origin);
  return {
    document: document as Record<string, unknown>,
    text: read.text,
    format,
    resolved: read.resolved,
  };
}

/**
 * The source's text, unparsed: `check`'s fast path hashes it, and hands it on to
 * `loadDocument` when it must load after all (stdin can be read once, a URL should be).
 */
export async function readSourceText(
  source: string,
  options: LoadOptions = {},
): Promise<SourceText> {
  return readSource(resolveSource(source), httpOptions(options), options.stdin);
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
