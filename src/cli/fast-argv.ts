import { parseArgs, type ParseArgsConfig } from 'node:util';
import {
  DEFAULT_FAIL_ON,
  DEFAULT_GROUP,
  FORMATS,
  GROUPS,
  THRESHOLDS,
} from './commands/diff-choices.js';
import type { GlobalArgs } from './commands/command.js';

/**
 * A command's usual argument lists read without yargs: `check`, `generate` and `diff`, which
 * builds run on every change (`check <source> -o <dir> --quiet`, `generate <source> -o <dir>
 * --targets types,client`, `diff old.json new.json --format json`).
 * Why: loading yargs costs ~35 ms of every start (its help renderer builds string-width's
 * Unicode tables and an `Intl.Segmenter` when it loads): a third of an up-to-date `check`,
 * a tenth of a `diff` of GitHub's document, a quarter of a small `generate`.
 *
 * Undefined for anything this reader is not sure to read as yargs does (another command, help,
 * a flag it does not list, a flag given twice, grouped short flags, `--flag=value`, `--`, a
 * lone `-`, a value that starts with `-`, a value outside a flag's choices, a word right after
 * an array flag, which yargs' greedy arrays would take, `true` or `false` right after a boolean
 * flag, which yargs takes as its value): those go to yargs, which parses every
 * command and prints every usage error. A test parses random argument lists with both this
 * reader and the CLI's yargs parser and requires the same arguments wherever this one answers.
 */
export function argsWithoutYargs(argv: readonly string[]): FastArgs | undefined {
  const reader = READERS.find((candidate) => candidate.word === argv[0]);
  const rest = argv.slice(1);
  // a lone `-` (stdin), and `-qo dir` or `-odir`, which yargs-parser reads its own way
  if (!reader || rest.some((word) => word === '-' || /^-[^-]./.test(word))) return undefined;
  let read: ReturnType<typeof readWords>;
  try {
    read = readWords(reader, rest);
  } catch {
    return undefined; // an unknown flag, a missing or ambiguous value: yargs says which
  }
  const positionals = read && reader.positionals(read.positionals);
  if (!read || !positionals) return undefined;
  return {
    word: reader.word,
    args: { ...argsAsYargsGives(reader, read.values), ...positionals },
  };
}

/** The commands this reader reads, by their first word. */
export type FastCommandWord = 'check' | 'generate' | 'diff';

export interface FastArgs {
  word: FastCommandWord;
  args: GlobalArgs;
}

type Flags = NonNullable<ParseArgsConfig['options']>;
/** The flags `parseArgs` read, by name: a string, `true`, or a repeatable flag's strings. */
interface FlagValues {
  [flag: string]: string | boolean | (string | boolean)[] | undefined;
}

/**
 * One command's flags as its builder (and main.ts, for `--json`, `--quiet`, `--verbose`)
 * declares them: type, short alias, default, choices; and how its positionals arrive.
 */
interface Reader {
  word: FastCommandWord;
  flags: Flags;
  defaults?: Record<string, string>;
  choices?: Record<string, readonly string[]>;
  positionals(words: string[]): Record<string, unknown> | undefined;
}

const GLOBAL: Flags = {
  quiet: { type: 'boolean', short: 'q' },
  json: { type: 'boolean' },
  verbose: { type: 'boolean' },
};
const SOURCE: Flags = {
  config: { type: 'string' },
  overlay: { type: 'string', multiple: true },
};
const USED_BY: Flags = { 'used-by': { type: 'string' } };
const OUTPUT: Flags = { output: { type: 'string', short: 'o' } };

/** The one positional joins the `--source` array that check and generate declare. */
const oneSource = (words: string[]) =>
  words.length > 1 ? undefined : words.length === 1 ? { source: words } : {};

const READERS: Reader[] = [
  {
    word: 'check',
    flags: {
      ...GLOBAL,
      ...SOURCE,
      ...USED_BY,
      ...OUTPUT,
      targets: { type: 'string' },
      format: { type: 'string' },
    },
    positionals: oneSource,
  },
  {
    word: 'generate',
    flags: {
      ...GLOBAL,
      ...SOURCE,
      ...OUTPUT,
      targets: { type: 'string' },
      format: { type: 'boolean' },
      verify: { type: 'boolean' },
      force: { type: 'boolean' },
    },
    positionals: oneSource,
  },
  {
    word: 'diff',
    flags: {
      ...GLOBAL,
      ...SOURCE,
      ...USED_BY,
      ...OUTPUT,
      format: { type: 'string' },
      'group-by': { type: 'string' },
      'fail-on': { type: 'string' },
      ignore: { type: 'string' },
      level: { type: 'string', multiple: true },
    },
    defaults: { 'group-by': DEFAULT_GROUP, 'fail-on': DEFAULT_FAIL_ON },
    choices: { format: FORMATS, 'group-by': GROUPS, 'fail-on': THRESHOLDS },
    positionals: ([old, ...rest]) => (rest.length === 1 ? { old, new: rest[0] } : undefined),
  },
];

function readWords(reader: Reader, words: string[]) {
  const { values, positionals, tokens } = parseArgs({
    args: words,
    options: reader.flags,
    allowPositionals: true,
    strict: true,
    tokens: true,
  });
  const names = new Set<string>();
  let previous: (typeof tokens)[number] | undefined;
  for (const token of tokens) {
    if (token.kind === 'option-terminator') return undefined;
    // yargs' arrays are greedy: `--overlay a.json doc.json` gives two overlays, no source
    const afterArray = previous?.kind === 'option' && reader.flags[previous.name]?.multiple;
    if (token.kind === 'positional' && afterArray) return undefined;
    // and `--format true` is yargs' way of writing a boolean flag's value
    const afterBoolean =
      previous?.kind === 'option' && reader.flags[previous.name]?.type === 'boolean';
    if (token.kind === 'positional' && afterBoolean && /^(true|false)$/i.test(token.value))
      return undefined;
    previous = token;
    if (token.kind !== 'option') continue;
    // `--output=dir`, or a value that reads as a flag, is left to yargs
    if (token.inlineValue || token.value?.startsWith('-') || names.has(token.name))
      return undefined;
    const allowed = reader.choices?.[token.name];
    if (allowed && !allowed.includes(token.value ?? '')) return undefined;
    names.add(token.name);
  }
  return { values: values as FlagValues, positionals };
}

/**
 * The flags as yargs hands them to `run`: defaults for flags not given, both names of an
 * aliased flag, a hyphenated flag's camel-case twin, and no key for a flag not given that has
 * no default (yargs' types list every declared flag as a key that may be undefined; at run
 * time it leaves the key out, and so does this).
 */
function argsAsYargsGives(reader: Reader, values: FlagValues): GlobalArgs {
  const args: Record<string, unknown> = {};
  for (const [name, value] of Object.entries({ ...reader.defaults, ...values })) {
    args[name] = value;
    // an aliased flag: yargs sets its short name too
    const short = reader.flags[name]?.short;
    if (short) args[short] = value;
    if (name.includes('-')) args[name.replace(/-(\w)/g, (_, c: string) => c.toUpperCase())] = value;
  }
  return args;
}
