import { createHash } from 'node:crypto';
import type { GeneratedFile } from '../ir/types.js';

/**
 * Large generated files (k8s: a 6.5 MB types.ts, a 3 MB lock) are hashed and written in
 * slices: encoding a whole file to UTF-8 at once costs a buffer as large as the file, twice
 * (hash, then write), when memory use is highest; and a file given as parts is never joined
 * at all. A slice of one string is not copied (V8 keeps a view of it): ~256 K characters.
 */
const SLICE_CHARS = 1 << 18;
/**
 * A run joined from parts is a new string: kept under V8's largest regular object (128 KB,
 * so 64 K characters once a part holds a character beyond Latin-1), because a larger one gets
 * pages of its own, which cost more than the copy: 256 K runs made hashing and writing
 * Stripe's output ~3.5 ms slower (bench/README.md §1).
 */
const RUN_CHARS = 1 << 15;

/** Slices of `text`, never splitting a surrogate pair. */
export function* textChunks(text: string): Generator<string> {
  for (let start = 0; start < text.length;) {
    let end = Math.min(start + SLICE_CHARS, text.length);
    const last = text.charCodeAt(end - 1);
    if (last >= 0xd800 && last <= 0xdbff && end < text.length) end += 1;
    yield text.slice(start, end);
    start = end;
  }
}

/** A file's text in slices: its parts gathered into runs of at most RUN_CHARS, or its contents cut. */
export function* fileChunks(file: GeneratedFile): Generator<string> {
  if (!file.parts) {
    yield* textChunks(file.contents);
    return;
  }
  let run: string[] = [];
  let size = 0;
  for (const part of file.parts) {
    if (size + part.length > RUN_CHARS && run.length > 0) {
      yield run.join('');
      run = [];
      size = 0;
    }
    if (part.length >= RUN_CHARS) {
      yield* textChunks(part);
      continue;
    }
    run.push(part);
    size += part.length;
  }
  if (run.length > 0) yield run.join('');
}

/** sha256 (hex) of the UTF-8 bytes of `text`. */
export function sha256Text(text: string): string {
  return sha256Chunks(textChunks(text));
}

/** sha256 (hex) of a generated file's UTF-8 bytes. */
export function sha256File(file: GeneratedFile): string {
  return sha256Chunks(fileChunks(file));
}

function sha256Chunks(chunks: Iterable<string>): string {
  const hash = createHash('sha256');
  for (const chunk of chunks) hash.update(chunk, 'utf8');
  return hash.digest('hex');
}
