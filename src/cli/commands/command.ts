import type { Argv } from 'yargs';
import type { CliIo } from '../io.js';

/**
 * One CLI command. Modules that define commands import the library lazily inside
 * `run`, so that `specforge --help` and the fast commands start quickly.
 */
export interface CliCommand {
  /** yargs command string, e.g. `fetch <source>`. */
  name: string;
  describe: string;
  /**
   * The command's flags. May be async (yargs awaits it, and runs it only for this command),
   * so that help text drawn from a heavy module — generate's target list loads every
   * emitter — costs nothing to the other commands' start-up.
   */
  builder(y: Argv): Argv | Promise<Argv>;
  /** Returns the exit code: 0 success, 1 the check found something, 2 usage or input error. */
  run(args: Record<string, unknown>, io: CliIo): Promise<number>;
  /** Working examples for --help: [command line, what it does]. */
  examples: [string, string][];
}
