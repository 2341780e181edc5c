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
  builder(y: Argv): Argv;
  /** Returns the exit code: 0 success, 1 the check found something, 2 usage or input error. */
  run(args: Record<string, unknown>, io: CliIo): Promise<number>;
  /** Working examples for --help: [command line, what it does]. */
  examples: [string, string][];
}
