import { createReadStream, readFileSync, statSync } from 'node:fs';
import { SpecforgeError } from '../errors.js';
import { httpGet, type HttpOptions } from './http.js';
import { HttpStatusError } from './http-status.js';
import { readLimited, tooLarge } from './read-body.js';
import { documentUrlHint, syntaxFromName, type ResolvedSource } from './source.js';
import type { ParseContext } from './parse.js';

/** The raw text of a source and how to parse it. */
export interface SourceText {
  /** The URL that answered, the absolute file path, or `-`. */
  resolved: string;
  /** The bytes decoded as UTF-8, on first read (`check`'s fast path hashes `bytes` only). */
  readonly text: string;
  /** The bytes as read. */
  bytes: Uint8Array;
  parse: ParseContext;
}

function sourceText(resolved: string, bytes: Uint8Array, parse: ParseContext): SourceText {
  let text: string | undefined;
  return {
    resolved,
    bytes,
    parse,
    get text() {
      text ??= utf8.decode(bytes);
      return text;
    },
  };
}

const utf8 = new TextDecoder('utf-8');

export async function readSource(
  source: ResolvedSource,
  http: HttpOptions,
  stdin?: NodeJS.ReadableStream,
): Promise<SourceText> {
  if (source.kind === 'url') {
    const result = await httpGet(source.url, http).catch((error: unknown) => {
      throw source.guessedFrom === undefined
        ? error
        : explainGuess(error, source.url, source.guessedFrom);
    });
    const hint = documentUrlHint(result.url);
    const htmlHint = hint.endsWith(result.url)
      ? `check that ${result.url} serves the document`
      : hint;
    return sourceText(result.url, result.body, { origin: result.url, htmlHint });
  }
  if (source.kind === 'file') {
    const bytes = await readFileLimited(source.path, http.maxBytes);
    return sourceText(source.path, bytes, {
      origin: source.path,
      syntax: syntaxFromName(source.path),
    });
  }
  const signal = new AbortController().signal;
  // `process.stdin` only here: Node creates the stream on first access (~2 ms of every run).
  const body = await readLimited((stdin ?? process.stdin) as AsyncIterable<Uint8Array>, 'stdin', {
    maxBytes: http.maxBytes,
    signal,
  });
  return sourceText('-', body, { origin: 'stdin' });
}

/**
 * A 401/403/404 on a URL that specforge completed from a base URL: the user never typed
 * that URL, so say which one was tried and why, and suggest the likelier document URL when
 * the given path already pointed inside `/api/` (`https://host/api/swagger` is not a base).
 */
function explainGuess(error: unknown, tried: string, given: string): unknown {
  if (!(error instanceof HttpStatusError) || ![401, 403, 404].includes(error.status)) return error;
  const insideApi = /\/api\/./.test(new URL(given).pathname);
  const hint = insideApi
    ? `${given} was read as a base URL; pass the installation's base URL (${new URL(given).origin}) or the document's full URL (ending in .json)`
    : (error.hint ?? "pass the document's full URL if it is not at {base}/api/swagger.json");
  return new SpecforgeError(
    'http-error',
    `${tried}: HTTP ${error.status} (tried because ${given} was taken as the installation's base URL, whose document is at {base}/api/swagger.json)`,
    { hint, cause: error },
  );
}

/**
 * A file's bytes under `maxBytes` (`--max-size`): documents and overlays alike. A regular
 * file is checked by its size first; a FIFO, device or `<(cmd)` has no size to check up
 * front, so it is read as a stream and stops at the limit (audit item 6: /dev/zero was
 * read to 3 GB as a document; #29 item 5: to 1.7 GB as an overlay). A regular file is read
 * synchronously: nothing else runs while `generate` waits for its document, and a
 * thread-pool round trip per call only adds idle time to a short run.
 */
export async function readFileLimited(path: string, maxBytes: number): Promise<Buffer> {
  try {
    const info = statSync(path);
    if (info.isDirectory())
      throw new SpecforgeError('file-unreadable', `${path} is a directory, not a document`);
    if (info.size > maxBytes) {
      throw tooLarge(path, maxBytes, info.size);
    }
    if (!info.isFile()) {
      const signal = new AbortController().signal;
      return await readLimited(createReadStream(path), path, { maxBytes, signal });
    }
    return readFileSync(path);
  } catch (error) {
    if (error instanceof SpecforgeError) throw error;
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'ENOENT') {
      throw new SpecforgeError('file-not-found', `no such file: ${path}`, {
        hint: 'a URL must start with http:// or https://; - reads stdin',
        cause: error,
      });
    }
    throw new SpecforgeError('file-unreadable', `cannot read ${path} (${code ?? String(error)})`, {
      cause: error,
    });
  }
}
