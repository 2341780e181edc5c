import { describe, expect, it } from 'vitest';
import { sampleDocument } from './samples.js';

/**
 * Mock samples over whole documents (issue 12): for every named schema and every
 * operation result, values drawn by the engine and judged by the document's generated
 * validators; 0 invalid first draws, and no schema for which the engine would answer a
 * 500. `npm test` draws 100 per target for the reference installation and 2 for the
 * large real-world documents (their set-up dominates: normalise, emit and transpile
 * 2–3 MB of validators); bench/run-mock-samples.mjs runs 100 for all of them
 * (`SPECFORGE_MOCK_SAMPLES`), figures in bench/README.md.
 */
const LONG = Number(process.env.SPECFORGE_MOCK_SAMPLES ?? 0);
const SEED = Number(process.env.SPECFORGE_MOCK_SEED ?? 1212);
const DOCUMENTS: [path: string, count: number][] = [
  ['fixtures/installation/docs/v1.json', 100],
  ['fixtures/installation/docs/v2.json', 100],
  ['fixtures/real-world/github-api.json.gz', 2],
  ['fixtures/real-world/stripe-spec3.json.gz', 2],
  ['fixtures/real-world/k8s-swagger.json.gz', 2],
];

describe('mock samples are valid against the generated validators', () => {
  it.each(DOCUMENTS)(
    '%s',
    async (path, count) => {
      const tally = await sampleDocument(path, LONG || count, SEED);
      console.log(
        `mock samples: ${path}: ${tally.targets} targets, ${tally.samples} samples, ` +
          `${tally.firstDrawsInvalid} invalid first draws, ${tally.servedFailed} targets without a valid value`,
      );
      expect(tally.targets).toBeGreaterThan(10);
      expect(tally.firstDraws).toEqual([]);
      expect(tally.served).toEqual([]);
    },
    600_000,
  );
});
