import type { Diagnostic, DocumentFormat } from '../ir/types.js';

/** Where a document comes from, as the user wrote it (base URL, document URL, file or `-`). */
export interface LoadOptions {
  /** Request timeout in milliseconds (default 30 000). */
  timeoutMs?: number;
  /** Extra request headers, e.g. from repeated `--header 'Name: value'`. */
  headers?: Record<string, string>;
  /** Accept self-signed certificates (internal installations). */
  insecure?: boolean;
  /** Retries on network errors, 5xx and 429 (default 2). */
  retries?: number;
  /** Largest document accepted, in bytes (default 50 MB). */
  maxBytes?: number;
  /** Run swagger-parser's schema validation (default true). `generate` may skip it for speed. */
  validate?: boolean;
  /** First delay before a retry, in ms; it doubles on each further retry (default 250). */
  retryDelayMs?: number;
  /** Redirects followed before giving up (default 5); a loop fails at once. */
  maxRedirects?: number;
  /** OpenAPI Overlay 1.0 files applied, in order, to the document before normalising. */
  overlays?: string[];
  /** Stdin stream for the `-` source (tests inject one). */
  stdin?: NodeJS.ReadableStream;
  /**
   * Told the document's size in bytes once it is read, before it is parsed: the CLI chooses
   * its V8 settings by it (cli/v8-tuning.ts), whatever the source (a URL's size is known only
   * now).
   */
  onRead?: (bytes: number) => void;
}

/** What was loaded, and from where: recorded beside fetched documents and in output dirs. */
export interface Lock {
  /** The source as given by the user. */
  source: string;
  /** The URL or absolute file path actually read (`-` for stdin). */
  resolved: string;
  /** sha256 (hex) of the canonical document: keys sorted, no whitespace. */
  sha256: string;
  /** `info.version` of the document. */
  infoVersion: string;
  format: DocumentFormat;
  /** The specforge version that loaded it. */
  specforgeVersion: string;
  /** The overlays applied to the document, in order, each with the sha256 of its bytes. */
  overlays?: OverlayRecord[];
}

export interface OverlayRecord {
  file: string;
  sha256: string;
}

export interface LoadedDocument {
  /** The parsed document, keys in the order served. Never mutated downstream. */
  document: Record<string, unknown>;
  /** The bytes as received, decoded as UTF-8. */
  text: string;
  format: DocumentFormat;
  lock: Lock;
  /** Validation problems (errors and warnings) with JSON pointers. */
  diagnostics: Diagnostic[];
}
