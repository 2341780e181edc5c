import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { checkArgsWithoutYargs } from '../../src/cli/check-argv.js';
import { cliParser } from '../../src/cli/main.js';
import type { GlobalArgs } from '../../src/cli/commands/command.js';

/**
 * src/cli/check-argv.ts reads `check`'s usual argument lists without yargs. Wherever it
 * answers, the command must get exactly what the CLI's own yargs parser hands it; everything
 * else must be left to yargs. Random argument lists from words that yargs and a plain reader
 * might read differently (aliases, `=`, grouped short flags, `--`, `-`, repeats, negations).
 */
const WORDS = [
  ...['-o', '--output', '-q', '--quiet', '--json', '--verbose', '--config', '--targets'],
  ...['--format', '--overlay', '--source', '--timeout', '--max-size', '--used-by', '--help'],
  ...['-h', '--version', '--no-quiet', '--quiet=false', '--output=out', '-qo', '-oout', '--'],
  ...['-', '--bogus', '-x', 'out', 'doc.json', 'https://jobs.test', '1.0=a.json', '123', '-1'],
  ...['types,client', 'junit', 'githubactions', 'o.json', 'c.json', 'p', '', 'a b'],
];
const COMMON = [
  'doc.json',
  '-o',
  'out',
  '--quiet',
  '--config',
  'c.json',
  '--overlay',
  'o.json',
  '--used-by',
  'p',
];
const argvs = fc.oneof(
  fc.array(fc.constantFrom(...WORDS), { maxLength: 7 }).map((rest) => ['check', ...rest]),
  // mostly what builds run, so that many lists are answered here
  fc.shuffledSubarray(COMMON).map((rest) => ['check', ...rest]),
  fc.tuple(fc.constantFrom('generate', 'chek', '--help', ''), fc.constantFrom(...WORDS)),
);

/** What yargs hands the command, or the usage error it throws. */
async function viaYargs(argv: string[]) {
  let handed: { command: string; args: GlobalArgs } | undefined;
  const parser = await cliParser(argv, async (command, args) => {
    handed = { command: command.name, args };
  });
  await parser.parseAsync();
  const { _, $0, ...args } = handed!.args as GlobalArgs & { _: unknown; $0: unknown };
  return { command: handed!.command, args };
}

describe('check-argv: check read without yargs', () => {
  it('hands check exactly what yargs hands it, wherever it answers', async () => {
    let answered = 0;
    await fc.assert(
      fc.asyncProperty(argvs, async (argv) => {
        const quick = checkArgsWithoutYargs(argv);
        if (quick === undefined) return;
        answered++;
        expect(await viaYargs(argv)).toStrictEqual({ command: 'check [source]', args: quick });
      }),
      { numRuns: 2000 },
    );
    expect(answered).toBeGreaterThan(100);
  });

  it('answers the lists builds run, and leaves help, repeats and unknown flags to yargs', () => {
    expect(checkArgsWithoutYargs(['check', 'doc.json', '-o', 'out', '--quiet'])).toStrictEqual({
      source: ['doc.json'],
      o: 'out',
      output: 'out',
      quiet: true,
      q: true,
    });
    expect(checkArgsWithoutYargs(['check', '--format', 'githubactions'])).toStrictEqual({
      format: 'githubactions',
    });
    for (const argv of [
      ['check', '--help'],
      ['check', 'a.json', '-o', 'x', '-o', 'y'],
      ['check', '--timeout', '5'],
      ['check', '-', '-o', 'x'],
      ['check', '--output=x'],
      ['check', 'a.json', 'b.json'],
      ['generate', 'a.json'],
    ])
      expect(checkArgsWithoutYargs(argv), argv.join(' ')).toBeUndefined();
  });
});
