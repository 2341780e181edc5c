import { expect, it } from 'vitest';
import { runFuzz } from './fuzz/run.js';

/**
 * Audit #19's fuzz job, small: random malformed documents (OpenAPI 2.0/3.0/3.1 with junk
 * keywords, hostile names, cycles, dangling and foreign refs, huge numbers, deep nesting)
 * through `generate` with every target. Each is either refused with a clear exit-2 error or
 * generated, and every output compiles strict. The long run (10 000 documents, figure in
 * bench/README.md) is `node bench/run-fuzz.mjs`, through this same test.
 */
const DOCUMENTS = Number(process.env.SPECFORGE_FUZZ_DOCUMENTS ?? 16);
const SEED = Number(process.env.SPECFORGE_FUZZ_SEED ?? 1919);
/** A long run may be split at a batch boundary: this process judges documents FROM..DOCUMENTS. */
const FROM = Number(process.env.SPECFORGE_FUZZ_FROM ?? 0);

it('generate: no crash and no strict-compile failure on malformed documents', async () => {
  const summary = await runFuzz({ documents: DOCUMENTS, seed: SEED, from: FROM });
  const { crashes, compileFailures, messages, ...figures } = summary;
  console.log(`fuzz: ${JSON.stringify({ ...figures, crashes: crashes.length, compileFailures: compileFailures.length })}`);
  console.log(messages);
  expect(crashes.slice(0, 3)).toEqual([]);
  expect(compileFailures.slice(0, 3)).toEqual([]);
  expect(summary.generated).toBeGreaterThan((DOCUMENTS - FROM) / 4); // the documents reach the emitters
}, Math.max(600_000, DOCUMENTS * 5_000));
