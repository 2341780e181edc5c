import { parseArgs } from 'node:util';
import type { checkCommand } from './commands/check.js';

/** The arguments `check`'s `run` takes, as yargs hands them over. */
export type CheckArgs = Parameters<(typeof checkCommand)['run']>[0];

/**
 * `check`'s flags that this reader takes, as `check`'s builder and main.ts declare them
 * (name, type, alias). A test parses random argument lists with both this reader and the
 * CLI's yargs parser and requires the same arguments wherever this one answers.
 */
const FLAGS = {
  output: { type: 'string', short: 'o' },
  quiet: { type: 'boolean', short: 'q' },
  json: { type: 'boolean' },
  verbose: { type: 'boolean' },
  config: { type: 'string' },
  targets: { type: 'string' },
  format: { type: 'string' },
  overlay: { type: 'string', multiple: true },
  'used-by': { type: 'string' },
} as const;

/**
 * `check`'s arguments read without yargs, for the argument lists a build runs on every
 * change (`check <source> -o <dir>`, `--quiet`, `--config`, `--format githubactions`...).
 * Why: when nothing moved, check's own work is ~10 ms, and loading yargs cost ~35 ms of
 * every start (its help renderer builds string-width's Unicode tables and an
 * `Intl.Segmenter` when it loads). Undefined for anything this reader is not sure to read as
 * yargs does (another command, help, a flag it does not list, a flag given twice, grouped
 * short flags, `--flag=value`, `--`, a lone `-`, a value that starts with `-`): those go to
 * yargs, which parses every command and prints every usage error.
 */
export function checkArgsWithoutYargs(argv: readonly string[]): CheckArgs | undefined {
  if (argv[0] !== 'check') return undefined;
  const rest = argv.slice(1);
  // a lone `-` (stdin), and `-qo dir` or `-odir`, which yargs-parser reads its own way
  if (rest.some((word) => word === '-' || /^-[^-]./.test(word))) return undefined;
  let parsed: ReturnType<typeof parse>;
  try {
    parsed = parse(rest);
  } catch {
    return undefined; // an unknown flag, a missing or ambiguous value: yargs says which
  }
  return parsed && argsAsYargsGives(parsed);
}

function parse(words: string[]) {
  const { values, positionals, tokens } = parseArgs({
    args: words,
    options: FLAGS,
    allowPositionals: true,
    strict: true,
    tokens: true,
  });
  const names = new Set<string>();
  let previous: (typeof tokens)[number] | undefined;
  for (const token of tokens) {
    if (token.kind === 'option-terminator') return undefined;
    // yargs' arrays are greedy: `--overlay a.json doc.json` gives two overlays, no source
    if (token.kind === 'positional' && previous?.kind === 'option' && previous.name === 'overlay')
      return undefined;
    previous = token;
    if (token.kind !== 'option') continue;
    // `--output=dir`, or a value that reads as a flag, is left to yargs
    if (token.inlineValue || token.value?.startsWith('-') || names.has(token.name))
      return undefined;
    names.add(token.name);
  }
  if (positionals.length > 1) return undefined;
  return { values, source: positionals[0] };
}

/**
 * The flags as yargs hands them to `run`: both names of an aliased flag (and yargs'
 * camel-case name of `--used-by`), the source as an array, and no key for a flag not given
 * (yargs' types list every declared flag as a key that may be undefined; at run time it
 * leaves the key out, and so does this).
 */
function argsAsYargsGives(parsed: NonNullable<ReturnType<typeof parse>>): CheckArgs {
  const { output, quiet, 'used-by': usedBy, ...plain } = parsed.values;
  return {
    ...plain,
    ...(usedBy === undefined ? {} : { 'used-by': usedBy, usedBy }),
    ...(output === undefined ? {} : { o: output, output }),
    ...(quiet === undefined ? {} : { quiet, q: quiet }),
    ...(parsed.source === undefined ? {} : { source: [parsed.source] }),
  } as CheckArgs;
}
