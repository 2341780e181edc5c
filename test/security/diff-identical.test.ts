import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { diffSources } from '../../src/diff/index.js';
import { repoRoot } from '../helpers/cli.js';

/**
 * Audit item 11: `diff` of Stripe's document against itself took 35 s and 277 MB. Two
 * sides that are the same canonical document (here: the same bytes, and the same
 * document re-serialised with its keys reversed) answer at once with no change; the
 * 10 s bound of this test is what the old path broke.
 */
const dir = mkdtempSync(join(tmpdir(), 'specforge-sec-diff-'));
const text = gunzipSync(readFileSync(join(repoRoot, 'fixtures/real-world/stripe-spec3.json.gz'))).toString('utf8');
const original = join(dir, 'stripe.json');
writeFileSync(original, text);

function reversedKeys(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(reversedKeys);
  if (value === null || typeof value !== 'object') return value;
  return Object.fromEntries(Object.entries(value).reverse().map(([k, v]) => [k, reversedKeys(v)]));
}

describe('diff of a document against itself (audit item 11)', () => {
  it('same bytes: no change, at once', { timeout: 10_000 }, async () => {
    const report = await diffSources(original, original);
    expect(report.changes).toEqual([]);
    expect(report.summary).toEqual({ breaking: 0, warning: 0, info: 0 });
  });

  it('same canonical document, other key order and layout: no change, at once', { timeout: 10_000 }, async () => {
    const reordered = join(dir, 'stripe-reordered.json');
    writeFileSync(reordered, JSON.stringify(reversedKeys(JSON.parse(text)), null, 1));
    const report = await diffSources(original, reordered);
    expect(report.changes).toEqual([]);
  });
});
