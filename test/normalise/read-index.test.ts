import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { operation, result } from '../../src/ir/factories-operation.js';
import { derivedReads, segments, type Segment } from '../../src/normalise/queries/read-index.js';

/**
 * The read index (a trie of read paths) must choose exactly the reads the rule of
 * `invalidationsOf` names, which this reference states pair by pair, as the normaliser
 * did before the index: a read at or above the write, below a write on one item, or a
 * list of the write's collection.
 */
function startsWith(a: Segment[], b: Segment[]): boolean {
  return b.length <= a.length && b.every((s, i) => (s.param ? a[i]?.param : a[i]?.text === s.text));
}

function pairwise(w: Segment[], collection: string | undefined, path: string, list: boolean): boolean {
  const r = segments(path);
  if (r.length > 0 && startsWith(w, r)) return true;
  if (w.at(-1)?.param && startsWith(r, w)) return true;
  const last = r.filter((s) => !s.param).at(-1)?.text;
  return list && !r.at(-1)?.param && last === collection;
}

// Few names, so that prefixes, shared collections and same-shaped parameters are common.
const segment = fc.constantFrom('job', 'queue', 'log', '{jobid}', '{id}', '{');
const path = fc.array(segment, { maxLength: 4 }).map((parts) => `/${parts.join('/')}`);
const read = fc.record({ path, list: fc.boolean() });

describe('the read index of query invalidation', () => {
  it('chooses the same reads as the pairwise rule, in the same order', () => {
    fc.assert(
      fc.property(fc.array(read, { maxLength: 30 }), path, fc.constantFrom(undefined, 'job', 'queue', 'log'), (reads, write, collection) => {
        const operations = reads.map((r, i) =>
          operation({ name: `read.n${i}`, path: r.path, result: result(r.list ? 'list' : 'single') }),
        );
        const w = segments(write);
        const expected = operations.filter((op, i) => pairwise(w, collection, op.path, reads[i]!.list));
        expect(derivedReads(w, collection, operations)).toEqual(expected);
      }),
      { numRuns: 500 },
    );
  });
});
