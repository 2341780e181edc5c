import { getHeapStatistics, setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';

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
  setFlagsFromString('--semi-space-growth-factor=1');
}

/**
 * Turns off the optimising compiler (TurboFan): its background compiles cost more CPU than
 * they save in a one-second run: about a quarter less CPU on the real-world documents
 * (figures: bench/README.md, where these flags are measured). Not for long runs: prettier (`--format`) and the
 * type-checker (`--verify`) need the optimised code.
 */
export function skipOptimisingCompiler(): void {
  setFlagsFromString('--no-opt');
}

/**
 * A full garbage collection, when the heap holds enough to make it pay. `generate` calls
 * it between normalising and emitting: loading and normalising leave their scaffolding
 * (the Swagger 2.0 upgrade, the parse) promoted to the old generation, where it would sit
 * until the heap grows past V8's next limit, which a one-second run never reaches; the emit
 * phase then grows the heap on top of it. Measured (bench/README.md §1): k8s has 42-44 MB
 * of used heap here and its peak RSS drops 125 -> 109 MB for ~20 ms of CPU; GitHub and
 * Stripe (25-29 MB) would get back ~2 MB for the same 20-30 ms, so below the threshold
 * nothing is done. `--expose-gc` only gives `gc` to contexts created afterwards, hence the
 * fresh context.
 */
export function collectGarbageIfLarge(): void {
  if (getHeapStatistics().used_heap_size < COLLECT_ABOVE_BYTES) return;
  setFlagsFromString('--expose-gc');
  (runInNewContext('gc') as () => void)();
}

const COLLECT_ABOVE_BYTES = 36 * 1024 * 1024;
