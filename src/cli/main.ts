import type { Argv } from 'yargs';
import { describeFailure, processIo } from './io.js';
import { terminalSafe } from '../util/terminal-text.js';
import { commands } from './commands/index.js';
import type { CliCommand, GlobalArgs, KnownBeforeStart } from './commands/command.js';
import { argsWithoutYargs } from './fast-argv.js';
import { usageHint } from './usage-hint.js';
import { specforgeVersion } from '../util/package.js';
import { yargsLocaleStrings } from './yargs-locale.js';

/**
 * The command line: parse arguments, call the library, map results to exit codes.
 * Only this module sets the process exit code. `known`: what bin/ learned before the CLI
 * loaded, handed to the command.
 */
export async function main(argv: string[], known: KnownBeforeStart = {}): Promise<void> {
  // `specforge diff a b | head`: a closed pipe ends the output, not in a stack trace.
  process.stdout.on('error', (error: NodeJS.ErrnoException) => {
    if (error.code === 'EPIPE') process.exit(process.exitCode ?? 0);
    throw error;
  });
  let exitCode = 0;
  try {
    // `check` and `diff` in a build's usual words skip loading yargs (fast-argv.ts says why).
    const fast = argsWithoutYargs(argv);
    if (fast) exitCode = await runCommand(commandNamed(fast.word), fast.args, known);
    else {
      const parser = await cliParser(argv, async (command, args) => {
        exitCode = await runCommand(command, args, known);
      });
      await parser.parseAsync();
    }
  } catch (error) {
    const verbose = argv.includes('--verbose');
    if (error instanceof UsageError) {
      const hint = await usageHint(error.message, argv, commands);
      process.stderr.write(
        `specforge: ${terminalSafe(error.message)}\nhint: ${terminalSafe(hint)}\n`,
      );
      exitCode = 2;
    } else {
      const failure = describeFailure(error, verbose);
      process.stderr.write(`${terminalSafe(failure.text)}\n`);
      exitCode = failure.exitCode;
    }
  }
  process.exitCode = exitCode;
}

/** The command whose line starts with `word` (`check` for `check [source]`). */
function commandNamed(word: string): CliCommand {
  const command = commands.find((candidate) => candidate.name.split(' ')[0] === word);
  if (!command) throw new Error(`no command ${word}`);
  return command;
}

function runCommand<A extends GlobalArgs>(
  command: CliCommand<A>,
  args: A,
  known: KnownBeforeStart,
): Promise<number> {
  const io = processIo({ quiet: Boolean(args.quiet), verbose: Boolean(args.verbose) });
  return command.run(args, io, known);
}

/**
 * The yargs parser of every command, handing the command its line names and the arguments
 * its builder parsed to `run` (exported for the test that holds fast-argv.ts to it).
 */
export async function cliParser(
  argv: string[],
  run: (command: CliCommand, args: GlobalArgs) => Promise<void>,
): Promise<Argv<GlobalArgs>> {
  const { default: yargs } = await import('yargs');
  let parser: Argv<GlobalArgs> = yargs(argv)
    .scriptName('specforge')
    .usage(
      '$0 <command> [options]\n\n<source> is a base URL (https://host), a document URL, a file, or - for stdin.',
    )
    .option('json', { type: 'boolean', describe: 'Print machine-readable results on stdout' })
    .option('quiet', { alias: 'q', type: 'boolean', describe: 'Print only results and errors' })
    .option('verbose', { type: 'boolean', describe: 'Show details and stack traces on failure' })
    .version(specforgeVersion)
    .help()
    .alias('h', 'help')
    .strict()
    .demandCommand(1, 'Name a command; see specforge --help.')
    .recommendCommands()
    .wrap(Math.min(100, process.stdout.columns || 100))
    .fail((message, error) => {
      throw error ?? new UsageError(message);
    });
  for (const command of commands) {
    parser = parser.command(
      command.name,
      command.describe,
      (y) => command.builder(y),
      (args) => run(command, args),
    );
    for (const [example, description] of command.examples)
      parser = parser.example(example, description);
  }
  const localeStrings = yargsLocaleStrings(process.env);
  if (localeStrings) parser = parser.updateLocale(localeStrings);
  skipHelpCache(parser);
  return parser;
}

class UsageError extends Error {}

/** The one yargs internal touched here (yargs 18: `usage.cacheHelpMessage`). */
interface YargsInternals {
  getInternalMethods?: () => { getUsageInstance?: () => { cacheHelpMessage?: () => void } };
}

/**
 * yargs renders a command's whole help text right after starting its handler, in case a
 * later failure wants to print it; specforge's `.fail()` never prints help, and the render
 * (string-width's Unicode tables, line wrapping) was 0.1-0.2 s of every command's CPU.
 * `--help` renders its text on its own. If a yargs release drops the hook, nothing changes
 * but the speed.
 */
function skipHelpCache(parser: Argv): void {
  const usage = (parser as YargsInternals).getInternalMethods?.().getUsageInstance?.();
  if (usage?.cacheHelpMessage) usage.cacheHelpMessage = () => undefined;
}
