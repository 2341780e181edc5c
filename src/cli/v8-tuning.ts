import { createRequire } from 'node:module';

/**
 * V8 settings for the commands that build a model once and exit (`generate`, `check`,
 * `diff`, and `probe`, whose own CPU is loading and transpiling the validators): a run of
 * about a second, spent mostly in code that runs once per document.
 * Process-wide, and a CLI process runs one command; a program calling the API keeps its
 * own settings. Both flags are read while the program runs, so setting them at the start of
 * a command takes effect (the heap size flags, read only at start-up, would not).
 */

/**
 * Keeps the young generation at its initial size. V8 grows it (up to 2 × 16 MB on Node 20)
 * when many objects survive, as they do while a model is built, which buys no speed here:
 * peak memory drops by about a sixth at the same CPU time (figures: bench/README.md, where these flags are measured).
 */
export function keepYoungGenerationSmall(): void {
  setFlag('--semi-space-growth-factor=1');
}

/**
 * A young-generation collection asked for while the old generation is being marked finishes
 * that marking instead (V8's `--separate-gc-phases`). A large run marks its old generation
 * once or twice, and scavenges made meanwhile cost ~5 times as much (~2.5 ms against ~0.5
 * ms: 37 of them were 90 ms of a 20 000-operation generate). Synthetic 5k / 20k
 * types,client, six readings of 7-11 alternating runs each against a build without it: 0-5 %
 * less CPU at 5k, -8 to +1 % at 20k (median about 3 % less), wall time alike or less; GitHub
 * and peak memory the same (bench/README.md §13). For `generate` and `check`, not
 * `diff`: Stripe's diff took 5 % more CPU with it (its large report grows the young
 * generation, and a full collection then stands in for scavenges that were cheap).
 */
export function finishMarkingBeforeScavenging(): void {
  setFlag('--separate-gc-phases');
}

/**
 * Lets the young generation grow again (V8's default factor) for the rest of the run. A diff
 * whose report holds tens of thousands of findings (Stripe's pair: 38 000, a 34 MB report)
 * allocates them, their messages and their JSON text after both models are built; a young
 * generation kept small then scavenges them hundreds of times: growing it saved ~13 % of
 * Stripe's CPU and lowered its peak memory (205 -> 164 MB; bench/README.md §4). A smaller
 * report (GitHub's pair: 1 700 findings) showed no difference, and growing it from the
 * start cost GitHub's pair 14 %.
 */
export function letYoungGenerationGrow(): void {
  setFlag('--semi-space-growth-factor=2');
}

/** Structural changes from which a diff's report counts as large for `letYoungGenerationGrow`. */
export const LARGE_REPORT_CHANGES = 10_000;

/**
 * Turns off the optimising compiler (TurboFan): its background compiles cost more CPU than
 * they save in a one-second run: about a quarter less CPU on the real-world documents
 * (figures: bench/README.md, where these flags are measured). Not with `--format` or
 * `--verify`: prettier and the type-checker need the optimised code.
 */
export function skipOptimisingCompiler(): void {
  setFlag('--no-opt');
}

/**
 * Settings for a large document (`isLargeDocument`), over `skipOptimisingCompiler` from the
 * moment the document is read: a generate of several seconds, half of whose CPU comes before
 * the emitters (parsing, the lock's canonical document, normalising).
 * - The optimising compiler on, without inlining. Inlining is most of what its compiles
 *   cost; without it they are cheap and the code is still much faster than the baseline
 *   compiler's. At 20 000 synthetic operations (types,client), 3 % less CPU and 19 % less
 *   wall time than no optimising compiler; with every target, 13 % less CPU and 6 % less
 *   wall time than TurboFan in full switched on at the emit step (`tuneForLongRun`).
 * - Scavenges on the main thread only. With the young generation kept small a scavenge is
 *   ~0.7 ms of work, and handing part of it to a helper thread costs more than it saves:
 *   with the compiler as above, 7 % less CPU again at 20 000 operations, the same wall time.
 * Together: 7 % less CPU and 18 % less wall time at 20 000 operations (types,client).
 * Smaller documents lose: at 5 000 operations 35 % more CPU, as the compiles are a fixed
 * cost the run is too short to win back (bench/README.md §14).
 */
export function tuneForLargeDocument(): void {
  setFlag('--opt');
  setFlag('--no-turbo-inlining');
  setFlag('--no-parallel-scavenge');
}

/**
 * Bytes from which a document is large for `tuneForLargeDocument`. Synthetic documents:
 * 10 000 operations are 4.3 MB (the settings between 4 % less and 12 % more CPU over two
 * readings), 15 000 are 6.5 MB (9 % less), 20 000 are 8.6 MB. Stripe's 4.2 MB (600 operations
 * with large schemas) takes 10 % more CPU with them.
 */
const LARGE_DOCUMENT_BYTES = 5_000_000;

/**
 * Whether a document of this many bytes is large for `tuneForLargeDocument`: known once it
 * is read (the loader's `onRead`), before the parse.
 */
export function isLargeDocument(bytes: number): boolean {
  return bytes >= LARGE_DOCUMENT_BYTES;
}

/**
 * The loader's `onRead` for `generate` and `check` (not with `--format` or `--verify`):
 * `tuneForLargeDocument` for a large document. Its `--opt` covers `tuneForLongRun` too, which
 * the emit step may still ask for.
 */
export function tuneToDocumentSize(bytes: number): void {
  if (isLargeDocument(bytes)) tuneForLargeDocument();
}

/**
 * Turns the optimising compiler back on at the emit step, for a long run of a document
 * below `isLargeDocument` (a synthetic document of 10 000 operations is 4.3 MB): past ten
 * thousand operations a full generate takes many seconds and the compiler pays for itself in
 * the emitters' loops (20 000 synthetic operations: 14.5 s CPU without it, 10.8 s with it,
 * one run each); at 5 000 operations it still cost more than it saved (bench/README.md). The
 * young generation stays small: letting it grow saved more CPU but raised the peak (266 ->
 * 301 MB, types,client). TurboFan in full here: `tuneForLargeDocument`'s settings from the
 * emit step on took 6 % less CPU but 5 % more wall time (20 000 operations, every target,
 * 3 runs).
 */
export function tuneForLongRun(): void {
  setFlag('--opt');
}

/** Operations from which a model counts as a long run for `tuneForLongRun`. */
const LONG_RUN_OPERATIONS = 10_000;

/**
 * The targets whose emitters do not repay the optimising compiler from the emit step on:
 * at 20 000 synthetic operations `--targets types,client` took the same CPU with and without
 * it (3.74 vs 3.76 s, 5 rounds) and peaked ~10 MB lower without (251 vs 261 MB), and 6 %
 * more CPU with `tuneForLargeDocument`'s settings; what pays for it is the validators' and
 * mocks' work (bench/README.md §1).
 */
const LIGHT_TARGETS: ReadonlySet<string> = new Set(['types', 'client']);

/**
 * Whether a generate of this size and these targets (undefined: the default targets,
 * validators and mocks among them) is a long run for `tuneForLongRun`.
 */
export function isLongRun(operations: number, targets: readonly string[] | undefined): boolean {
  if (operations < LONG_RUN_OPERATIONS) return false;
  return targets === undefined || targets.some((target) => !LIGHT_TARGETS.has(target));
}

/**
 * `node:v8` loads when a command sets a flag, not at start-up: loading it (the heap and
 * profiler bindings) cost ~2.7 ms of every command, `--version` and `--help` included.
 */
function setFlag(flag: string): void {
  const v8 = createRequire(import.meta.url)('node:v8') as typeof import('node:v8');
  v8.setFlagsFromString(flag);
}
