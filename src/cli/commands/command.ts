import type { Argv } from 'yargs';
import type { CliIo } from '../io.js';

/** The flags main.ts defines for every command (`globalOptions`). */
export interface GlobalArgs {
  json?: boolean;
  quiet?: boolean;
  verbose?: boolean;
}

/**
 * What bin/ learned before the CLI loaded, so that the command need not learn it again:
 * `mustRegenerate`: for the same arguments, `check`'s up-to-date answer (cli/check-up-to-date.ts)
 * compared the lock's hashes (check/quick.ts) and could not answer "up to date".
 */
export interface KnownBeforeStart {
  mustRegenerate?: boolean;
}

/**
 * One CLI command. `A` is the type of its arguments, inferred from what its `builder`
 * declares (see `defineCommand`), so `run` reads typed flags: no casts, and a flag the
 * builder does not declare is a compile error. Modules that define commands import the
 * library lazily inside `run`, so that `specforge --help` and the fast commands start quickly.
 */
export interface CliCommand<A extends GlobalArgs = GlobalArgs> {
  /** yargs command string, e.g. `fetch <source>`. */
  name: string;
  describe: string;
  /**
   * The command's flags. May be async (yargs awaits it, and runs it only for this command),
   * so that help text drawn from a heavy module — generate's target list loads every
   * emitter — costs nothing to the other commands' start-up.
   */
  builder(y: Argv<GlobalArgs>): Argv<A> | Promise<Argv<A>>;
  /**
   * Returns the exit code: 0 success, 1 the check found something, 2 usage or input error.
   * Method syntax on purpose: a `CliCommand<A>` then joins the `CliCommand[]` list, and
   * main.ts only ever hands `run` the arguments its own `builder` parsed.
   */
  run(args: A, io: CliIo, known?: KnownBeforeStart): Promise<number>;
  /** Working examples for --help: [command line, what it does]. */
  examples: [string, string][];
}

/** A command whose `run` takes the arguments its `builder` declares (the identity, for inference). */
export function defineCommand<A extends GlobalArgs>(command: CliCommand<A>): CliCommand<A> {
  return command;
}

/** The arguments a builder declares (the type `run` receives), for code outside the command. */
export type FlagsOf<B extends (y: Argv<GlobalArgs>) => unknown> =
  Awaited<ReturnType<B>> extends Argv<infer A> ? A : never;
