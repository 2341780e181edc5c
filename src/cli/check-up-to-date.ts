import { quickCheck, upToDateByInputs } from '../check/quick.js';
import { findConfigFile } from '../config/sources.js';
import { resolveSource } from '../loader/source.js';
import { checkPlan, reportCheck } from './check-steps.js';
import type { CheckArgs } from './commands/check.js';
import { argsWithoutYargs } from './fast-argv.js';
import { processIo } from './io.js';
import { usedByOf } from './settings.js';

/**
 * `specforge check` when nothing moved, answered before the CLI loads: bin/specforge.js runs
 * this module (dist/bundle/up-to-date.js, an entry of scripts/bundle.mjs) first for `check`.
 * Why: Node 20 reads an ES module bundle chunk by chunk (~0.5 ms each), and through the CLI's
 * entry and its command table 38 modules loaded before check's fast path (check/quick.ts)
 * could answer, 33 through this entry; a build runs that answer on every change
 * (bench/README §13, round 10).
 *
 * Returns the exit code only when the answer is "up to date" for arguments it reads as the
 * CLI does (fast-argv.ts) and a source that is a file. Otherwise the CLI runs from its own
 * first step: told `'regenerate'` when the lock's hashes did not say "up to date" (it then
 * goes straight to regenerating, which says why), `undefined` for what this does not take:
 * a URL or stdin (the CLI reads it, once), several versions, a `specforge.config.ts` (the CLI
 * runs it, once), and every error (the CLI reports it, with the exit code it gives).
 */
export async function checkIfUpToDate(
  argv: readonly string[],
): Promise<number | 'regenerate' | undefined> {
  const fast = argsWithoutYargs(argv);
  if (fast?.word !== 'check') return undefined;
  const args = fast.args as CheckArgs;
  try {
    // A TypeScript config is compiled and run to be read (config/load-ts.ts): on a miss the
    // CLI would do both again, so such a project's check is the CLI's alone.
    if (findConfigFile(args.config, process.cwd())?.endsWith('.ts')) return undefined;
    const plan = await checkPlan(args);
    const source = plan.settings.source;
    if (plan.versions || resolveSource(source).kind !== 'file') return undefined;
    const io = processIo({ quiet: Boolean(args.quiet), verbose: Boolean(args.verbose) });
    // a --used-by path that does not exist is an error even when nothing moved
    usedByOf(plan.settings, io.err);
    const quick = await quickCheck({ ...plan.settings, source, output: plan.output });
    if (!quick.upToDate) return 'regenerate';
    return await reportCheck(upToDateByInputs(plan.output), plan, args, io);
  } catch {
    return undefined;
  }
}
