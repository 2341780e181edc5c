/**
 * A small seeded generator (mulberry32). Every stream is derived from the
 * installation's seed and a key (a collection, an operation, "auth"), so the values
 * one part draws never depend on how often another part was asked: the same seed
 * gives the same responses whatever the order of requests.
 */

export interface Random {
  /** A float in [0, 1). */
  next(): number;
  /** An integer in [min, max], both inclusive. */
  int(min: number, max: number): number;
  pick<T>(items: readonly T[]): T;
  /** Lower-case hex of the given length. */
  hex(length: number): string;
}

/** FNV-1a: a stable 32-bit hash of a string. */
export function hashString(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

export function createRandom(seed: number, key: string): Random {
  let state = (hashString(key) ^ Math.imul(seed | 0, 0x9e3779b1)) >>> 0;
  const next = (): number => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (min: number, max: number): number => min + Math.floor(next() * (max - min + 1));
  return {
    next,
    int,
    pick: (items) => items[int(0, items.length - 1)] as (typeof items)[number],
    hex: (length) => {
      let out = '';
      while (out.length < length)
        out += Math.floor(next() * 0x100000000)
          .toString(16)
          .padStart(8, '0');
      return out.slice(0, length);
    },
  };
}
