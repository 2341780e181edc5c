import { createHash } from 'node:crypto';
import type { NormaliseOptions } from '../ir/types.js';
import type { EmitSettings } from '../emit/shared/options.js';
import { canonicalJson, sha256Canonical } from '../json/canonical.js';
import { sha256Text } from './text-chunks.js';

/**
 * What an output directory is a pure function of, recorded in its lock as `inputs` so that
 * `check` can tell "nothing moved" from hashes alone, without loading, normalising or
 * emitting (src/check/quick.ts). Every member is compared generically (the record's canonical
 * JSON): an input added here — templates, plugins — is covered by `check` with no other change.
 * What only says how a run was made (the source's spelling, the flags: `generatedWith`) is not
 * an input: it stays out of this record.
 */
export type GenerationInputs = Record<string, unknown>;

export interface InputFacts {
  /** sha256 of the document's bytes as read, before parsing and overlays (`textSha256`). */
  document: string;
  /** sha256 of each overlay's bytes, in the order applied. */
  overlays: readonly string[];
  normalise?: NormaliseOptions;
  emit?: EmitSettings;
  targets: readonly string[];
  specforgeVersion: string;
  /** `--format`: prettier rewrote the files (its version and config are not recorded: check regenerates). */
  format: boolean;
}

export function generationInputs(facts: InputFacts): GenerationInputs | undefined {
  // A plugin's code is a function, which no hash here sees: with plugins, `check` always
  // regenerates (and so compares what the plugin emits now with the files).
  if (facts.emit?.plugins?.length) return undefined;
  return {
    // The bytes, not the canonical form: hashing them needs no parse (~6 ms for 3 MB).
    // A reformatted but equal document misses this and takes check's full comparison.
    document: facts.document,
    overlays: [...facts.overlays],
    // Every option that reaches normalise or the emitters; `undefined` members and functions
    // drop out, so the user's templates count by their `sha256`.
    config: sha256Canonical({ normalise: facts.normalise ?? {}, emit: facts.emit ?? {} }),
    targets: [...facts.targets].sort(),
    specforge: facts.specforgeVersion,
    format: facts.format,
  };
}

/**
 * Binds the inputs to the file hashes of the same lock, so that a lock whose lines come
 * from two generations (a bad merge) or were edited by hand does not let `check`'s fast
 * path vouch for files it never produced: it then falls back to regenerating.
 */
/**
 * The hash `document` records, from the text `generate` loaded: the UTF-8 bytes that text
 * encodes to, which are the bytes read unless they began with a BOM or were not UTF-8 (such a
 * document never matches on bytes and always takes check's full comparison).
 */
export function textSha256(text: string): string {
  return sha256Text(text);
}

/** `textSha256` of bytes not decoded (check's fast path: no 3 MB string). */
export function bytesSha256(bytes: Uint8Array): string {
  return createHash('sha256').update(bytes).digest('hex');
}

export function inputsSeal(inputs: GenerationInputs, files: Record<string, string>): string {
  return createHash('sha256').update(canonicalJson({ inputs, files })).digest('hex');
}

export function sameInputs(a: GenerationInputs, b: GenerationInputs): boolean {
  return canonicalJson(a) === canonicalJson(b);
}
