import { describe, expect, it } from 'vitest';
import { sortKeysInPlace } from '../../src/json/sort-keys.js';

/** A seeded generator: the same keys on every run. */
function random(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state * 1103515245 + 12345) % 2 ** 31;
    return state / 2 ** 31;
  };
}

const alphabet = ['a', 'B', 'z', '_', '$', '0', '9', '~', 'é', '\u{1F600}', '/', ' '];

function keysOf(next: () => number, count: number): string[] {
  const keys = new Set<string>();
  while (keys.size < count) {
    const length = Math.floor(next() * 6);
    let key = '';
    for (let i = 0; i < length; i++) key += alphabet[Math.floor(next() * alphabet.length)];
    keys.add(next() < 0.2 ? String(Math.floor(next() * 500)) : key);
  }
  return [...keys];
}

describe('sortKeysInPlace', () => {
  it('orders distinct keys as Array.prototype.sort does, short lists and long ones', () => {
    const next = random(31);
    for (let round = 0; round < 400; round++) {
      const keys = keysOf(next, Math.floor(next() * 45));
      const expected = [...keys].sort();
      const sorted = sortKeysInPlace(keys);
      expect(sorted).toBe(keys);
      expect(sorted).toEqual(expected);
    }
  });
});
