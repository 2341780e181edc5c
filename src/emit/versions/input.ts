import type { ApiModel } from '../../ir/types.js';

/**
 * What the multi-version emitter takes: each version's model under the name the user gave
 * it (`--source 2.0=…`), and what was worked out upstream, where the raw documents and the
 * diff are at hand: each document's operation fingerprints (runtime/fingerprint.ts) and
 * the operations every version agrees on (diff/agree.ts).
 */
export interface VersionInput {
  /** `1.0`, `2.0`: the discriminant of the client (`api.version`). */
  name: string;
  model: ApiModel;
  /** `METHOD /path` → fingerprint of the document's operation. */
  fingerprints: Record<string, string>;
}

export interface VersionsInput {
  /** In the order given: the first on a tie of `connect()`'s nearest version. */
  versions: VersionInput[];
  /** `METHOD /path` of the operations in `api.common`, in the first version's order. */
  common: string[];
}

/** A version's folder in the output: `versions/2.0`. */
export function versionDir(name: string): string {
  return `versions/${name}`;
}

/** A version's name in identifiers: `2.0` → `V2_0` (`ClientV2_0`). */
export function versionId(name: string): string {
  return `V${name.replace(/[^A-Za-z0-9_]/g, '_')}`;
}

/** `METHOD /path`: how versions name an operation to each other. */
export function operationKey(op: { method: string; path: string }): string {
  return `${op.method} ${op.path}`;
}
