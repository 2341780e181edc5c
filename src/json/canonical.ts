import { createHash } from 'node:crypto';
import { sortKeysInPlace } from './sort-keys.js';

/**
 * The canonical form of a JSON value: `JSON.stringify` (no whitespace) of a copy whose
 * objects have their keys sorted, at every depth; arrays keep their order; `undefined`
 * members are left out. Two values that differ only in key order or formatting have the
 * same canonical form: the lock hashes documents by it, and the IR compares schemas by it.
 *
 * Key order is JavaScript's own property order after inserting the keys sorted by UTF-16
 * code units: integer-like keys (`"200"`, `"404"`) come first in numeric order, the rest
 * sorted. That order depends only on the set of keys, so it is canonical, and it lets the
 * engine's native `JSON.stringify` do the work (about twice as fast as building the string
 * by hand on the 3-4 MB real-world documents in fixtures/real-world). Locks written by
 * every earlier version hash this form: it must never change.
 */
export function canonicalJson(value: unknown): string {
  return JSON.stringify(value, sortKeysReplacer) ?? 'null';
}

/**
 * `canonicalJson` of a loaded document, remembered per object: the same document is
 * serialised more than once on `generate`'s hot path (the lock's hash, the output lock's
 * canonical copy), and remembered it costs one serialisation (~60 ms for 3 MB). Loaded
 * documents are never mutated (see LoadedDocument); do not mutate an object after hashing
 * it, hash a changed copy instead.
 */
export function canonicalDocumentJson(document: unknown): string {
  if (document === null || typeof document !== 'object') return canonicalJson(document);
  let text = memo.get(document);
  if (text === undefined) {
    text = canonicalJson(document);
    memo.set(document, text);
  }
  return text;
}

const memo = new WeakMap<object, string>();

/** A deep copy with sorted keys: `JSON.stringify(canonicalize(x)) === canonicalJson(x)`. */
export function canonicalize<T>(value: T): T {
  return JSON.parse(canonicalJson(value)) as T;
}

/** sha256 (hex) of a document's canonical form: its identity in locks and banners. */
export function sha256Canonical(document: unknown): string {
  return createHash('sha256').update(canonicalDocumentJson(document), 'utf8').digest('hex');
}

/**
 * Equality of two parsed JSON documents (key order never matters, array order always
 * does) that stops at the first difference: two versions of a document differ early, and
 * serialising both to compare them cost ~40 ms per 3 MB pair.
 */
export function sameJson(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (a === null || b === null || typeof a !== 'object' || typeof b !== 'object') return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  const keysA = Object.keys(a);
  if (keysA.length !== Object.keys(b).length) return false;
  const recordA = a as Record<string, unknown>;
  const recordB = b as Record<string, unknown>;
  for (const key of keysA) {
    if (!Object.hasOwn(recordB, key) || !sameJson(recordA[key], recordB[key])) return false;
  }
  return true;
}

function sortKeysReplacer(this: unknown, _key: string, value: unknown): unknown {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return value;
  const record = value as Record<string, unknown>;
  const keys = Object.keys(record);
  // Many objects (small schemas, parameters) are already in order: no copy needed.
  if (isSorted(keys)) return record;
  const sorted: Record<string, unknown> = {};
  sortKeysInPlace(keys);
  // An index loop: `for…of` allocates an iteration result per key while V8's optimising
  // compiler is off (cli/v8-tuning.ts).
  for (let index = 0; index < keys.length; index += 1) {
    const key = keys[index] as string;
    // Plain assignment of `__proto__` would set the prototype instead of a property.
    if (key === '__proto__') {
      Object.defineProperty(sorted, key, {
        value: record[key],
        enumerable: true,
        writable: true,
        configurable: true,
      });
    } else {
      sorted[key] = record[key];
    }
  }
  return sorted;
}

function isSorted(keys: string[]): boolean {
  for (let index = 1; index < keys.length; index += 1) {
    if (keys[index - 1] > keys[index]) return false;
  }
  return true;
}
