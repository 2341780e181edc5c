import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  canonicalJson,
  canonicalize,
  sameJson,
  sha256Canonical,
} from '../../src/json/canonical.js';
import { repoRoot } from '../helpers/cli.js';

/** A deep copy with every object's keys in reverse order (arrays untouched). */
function reversedKeys(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(reversedKeys);
  if (value === null || typeof value !== 'object') return value;
  const entries = Object.entries(value as Record<string, unknown>).reverse();
  return Object.fromEntries(entries.map(([key, child]) => [key, reversedKeys(child)]));
}

describe('canonicalJson', () => {
  it('sorts keys at every depth, keeps array order, writes no whitespace', () => {
    const value = { b: 1, a: { d: [3, { z: 1, y: 2 }], c: 'x' } };
    expect(canonicalJson(value)).toBe('{"a":{"c":"x","d":[3,{"y":2,"z":1}]},"b":1}');
  });

  it('orders status-code keys numerically, whatever order they came in', () => {
    expect(canonicalJson({ default: 0, '404': 1, '200': 2 })).toBe('{"200":2,"404":1,"default":0}');
    expect(canonicalJson({ '100': 1, '99': 2 })).toBe(canonicalJson({ '99': 2, '100': 1 }));
  });

  it('keeps a property named __proto__ as a property', () => {
    const value = JSON.parse('{"z":1,"__proto__":{"polluted":true}}') as unknown;
    expect(canonicalJson(value)).toBe('{"__proto__":{"polluted":true},"z":1}');
    expect(canonicalize(value)).toEqual(value);
  });

  it('is pure: a value changed after serialising serialises changed (only documents are remembered)', () => {
    const value = { a: 1 };
    expect(canonicalJson(value)).toBe('{"a":1}');
    value.a = 2;
    expect(canonicalJson(value)).toBe('{"a":2}');
  });

  it('escapes strings as JSON does', () => {
    expect(canonicalJson({ 'a"b': 'line\nbreak \u2028' })).toBe(
      JSON.stringify({ 'a"b': 'line\nbreak \u2028' }),
    );
  });
});

describe('sameJson', () => {
  it('agrees with canonical JSON on parsed documents', () => {
    const pairs: [unknown, unknown][] = [
      [
        { a: 1, b: [{ c: null }] },
        { b: [{ c: null }], a: 1 },
      ],
      [{ a: [1, 2] }, { a: [2, 1] }],
      [{ a: 1 }, { a: 1, b: 1 }],
      [
        { a: 1, b: 1 },
        { a: 1, c: 1 },
      ],
      [{ a: {} }, { a: [] }],
      [{ a: null }, { a: {} }],
      [{ a: '1' }, { a: 1 }],
      [[{}], [{}]],
    ];
    for (const [a, b] of pairs) {
      expect(sameJson(a, b), JSON.stringify([a, b])).toBe(canonicalJson(a) === canonicalJson(b));
    }
    // a value against itself with its keys reversed, and against another value
    const reversed = (v: unknown): unknown =>
      v === null || typeof v !== 'object'
        ? v
        : Array.isArray(v)
          ? v.map(reversed)
          : Object.fromEntries(
              Object.entries(v)
                .reverse()
                .map(([k, x]) => [k, reversed(x)]),
            );
    fc.assert(
      fc.property(fc.jsonValue(), fc.jsonValue(), (a, b) => {
        expect(sameJson(a, reversed(a))).toBe(true);
        expect(sameJson(a, b)).toBe(canonicalJson(a) === canonicalJson(b));
      }),
    );
  });
});

describe('sha256Canonical', () => {
  const doc = JSON.parse(
    readFileSync(join(repoRoot, 'fixtures/installation/docs/v1.json'), 'utf8'),
  ) as unknown;

  it('is the same for a document with its keys reordered or re-indented', () => {
    const hash = sha256Canonical(doc);
    expect(hash).toMatch(/^[0-9a-f]{64}$/);
    expect(sha256Canonical(reversedKeys(doc))).toBe(hash);
    expect(sha256Canonical(JSON.parse(JSON.stringify(doc, null, 4)))).toBe(hash);
  });

  it('remembers the serialisation per object: hashing again costs nothing', () => {
    const copy = structuredClone(doc) as { info: { version: string } };
    const hash = sha256Canonical(copy);
    copy.info.version = 'changed'; // the contract: never mutate a hashed document; this shows why
    expect(sha256Canonical(copy)).toBe(hash);
    expect(sha256Canonical(structuredClone(copy))).not.toBe(hash);
  });

  // Locks written by earlier versions must keep verifying: these hashes were computed by
  // the loader's canonical form before it moved to src/json/ (commit 2a1aace), on documents
  // that do not change: the installation's v1 as it was then (a frozen copy: the fixture
  // itself grows, and a pinned hash of it went stale when it gained an operation).
  it('hashes as locks written before did', () => {
    const frozen = JSON.parse(
      readFileSync(join(repoRoot, 'fixtures/json/installation-v1-2a1aace.json'), 'utf8'),
    ) as unknown;
    expect(sha256Canonical(frozen)).toBe(
      '944cba3085cd29dd07a9ec0b22b11f25556b309a1ae8ded51fe0f2612c3b3583',
    );
    const github = gunzipSync(
      readFileSync(join(repoRoot, 'fixtures/real-world/github-api.json.gz')),
    );
    expect(sha256Canonical(JSON.parse(github.toString('utf8')))).toBe(
      '054152ab3c8a472f6e051095fe0e736db9effdbc076f262bacde17eb86605d0c',
    );
    const edge =
      '{"100":1,"99":[{"b":null,"a":"\u00e9"}],"__proto__":{"z":1,"y":2},"default":true,"-1":0,"01":2}';
    expect(sha256Canonical(JSON.parse(edge))).toBe(
      'b34b20bf0b6ae92eec87eeb6d38aac1aa9a24a81e54a47b1cafe8174134e799a',
    );
  });

  it('changes when a value or the order of an array changes', () => {
    const changed = structuredClone(doc) as { info: { version: string } };
    changed.info.version = '9.9.9';
    expect(sha256Canonical(changed)).not.toBe(sha256Canonical(doc));
    expect(sha256Canonical([1, 2])).not.toBe(sha256Canonical([2, 1]));
  });
});
