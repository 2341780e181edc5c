import { canonicalDocumentJson } from '../json/canonical.js';
import type { LoadedDocument } from '../loader/types.js';
import { textSha256 } from './inputs.js';

/**
 * What the output lock needs of a loaded document: its lock facts, its format, its canonical
 * text (the lock's copy) and the hash of the text as read (the lock's inputs). `generate`
 * takes these before the targets run and lets the parsed document and its source text go
 * (27 MB of a 20 000-operation run's ~110 MB): an async function keeps every value it held
 * at an earlier `await` (a parameter, a saved register) until it returns, so `loaded` must not
 * reach the frames that wait while the targets run (bench/README.md §1).
 */
export interface LockSource {
  lock: LoadedDocument['lock'];
  format: LoadedDocument['format'];
  /** `canonicalJson` of the (overlaid) document. */
  canonicalDocument: string;
}

/** A lock source plus the hash of the document's text as read (render-files.ts). */
export interface GenerationSource extends LockSource {
  textSha256: string;
}

export function lockSourceOf(loaded: LoadedDocument | LockSource): LockSource {
  if ('canonicalDocument' in loaded) return loaded;
  const { lock, format, document } = loaded;
  return { lock, format, canonicalDocument: canonicalDocumentJson(document) };
}

export function generationSourceOf(loaded: LoadedDocument): GenerationSource {
  return { ...lockSourceOf(loaded), textSha256: textSha256(loaded.text) };
}
