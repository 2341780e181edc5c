import type { CliCommand } from './commands/command.js';
import { editDistance } from '../util/did-you-mean.js';

/** Flags every command takes (main.ts defines them once for all). */
const GLOBAL_FLAGS = ['json', 'quiet', 'verbose', 'help', 'version'];

/**
 * The hint line for a usage error: for an unknown flag, the command's own flag that is
 * closest in spelling ("did you mean --retries?"), and always the command's own --help,
 * which lists only what that command takes.
 */
export async function usageHint(
  message: string,
  argv: readonly string[],
  commands: readonly CliCommand[],
): Promise<string> {
  const command = commands.find((candidate) => argv.includes(commandWord(candidate)));
  const help = command ? `specforge ${commandWord(command)} --help` : 'specforge --help';
  const unknown = /^Unknown arguments?: (.+)$/.exec(message)?.[1]?.split(', ') ?? [];
  const known = command ? [...(await flagsOf(command)), ...GLOBAL_FLAGS] : GLOBAL_FLAGS;
  const guesses = new Set(
    unknown
      .map((flag) => closest(kebab(flag), known))
      .filter((guess): guess is string => guess !== undefined)
      .map((guess) => `--${guess}`),
  );
  const didYouMean = guesses.size > 0 ? `did you mean ${[...guesses].join(', ')}? ` : '';
  return `${didYouMean}see ${help}`;
}

/** yargs reports `--max-sise` twice, also as `maxSise`: fold both to one spelling. */
function kebab(flag: string): string {
  return flag.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);
}

function commandWord(command: CliCommand): string {
  return command.name.split(' ')[0] ?? command.name;
}

/** What yargs' `getOptions()` returns; it exists at run time but not in @types/yargs. */
interface DefinedOptions {
  getOptions(): { key: Record<string, unknown> };
}

/** The long flag names a command defines, read from its own yargs builder. */
async function flagsOf(command: CliCommand): Promise<string[]> {
  // yargs loads only once a hint is needed: fast-argv.ts's reader runs without it.
  const { default: yargs } = await import('yargs');
  // A cast to yargs' untyped internals, not to the command's arguments (those are typed).
  const parser = (await command.builder(yargs([]))) as unknown as DefinedOptions;
  return Object.keys(parser.getOptions().key).filter((name) => name.length > 1);
}

/** The known flag nearest to `flag`, when it is near enough to be a typo. */
function closest(flag: string, known: readonly string[]): string | undefined {
  let best: { name: string; distance: number } | undefined;
  for (const name of known) {
    const distance = editDistance(flag.toLowerCase(), name);
    if (!best || distance < best.distance) best = { name, distance };
  }
  const allowed = Math.max(1, Math.floor(flag.length / 3));
  return best && best.distance <= allowed ? best.name : undefined;
}
