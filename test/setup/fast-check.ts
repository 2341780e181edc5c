import fc from 'fast-check';

/**
 * Property tests draw new cases on every local run, so they keep exploring; under CI
 * (`CI` set) they draw one fixed sequence, so a build's verdict does not depend on the draw.
 * A case a local run finds becomes a fixed example in its test (as text-paths.test.ts's
 * does), and `FC_SEED` replays any run: fast-check prints the seed of a failure.
 */
const seed = process.env.FC_SEED ?? (process.env.CI ? '20261128' : undefined);
if (seed !== undefined) fc.configureGlobal({ seed: Number(seed) });
