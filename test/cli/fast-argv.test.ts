import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { argsWithoutYargs } from '../../src/cli/fast-argv.js';
import { cliParser } from '../../src/cli/main.js';
import type { GlobalArgs } from '../../src/cli/commands/command.js';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadedSources, repoRoot, runCli } from '../helpers/cli.js';

/**
 * src/cli/fast-argv.ts reads `check`'s, `generate`'s and `diff`'s usual argument lists without yargs.
 * Wherever it answers, the command must get exactly what the CLI's own yargs parser hands it;
 * everything else must be left to yargs. Random argument lists from words that yargs and a
 * plain reader might read differently (aliases, defaults, choices, `=`, grouped short flags,
 * `--`, `-`, repeats, negations, greedy arrays).
 */
const WORDS = [
  ...['-o', '--output', '-q', '--quiet', '--json', '--verbose', '--config', '--targets'],
  ...['--format', '--overlay', '--source', '--timeout', '--max-size', '--used-by', '--help'],
  ...['-h', '--version', '--no-quiet', '--quiet=false', '--output=out', '-qo', '-oout', '--'],
  ...['-', '--bogus', '-x', 'out', 'doc.json', 'https://jobs.test', '1.0=a.json', '123', '-1'],
  ...['types,client', 'junit', 'githubactions', 'o.json', 'c.json', 'p', '', 'a b'],
  ...['--fail-on', '--group-by', '--ignore', '--level', '--failOn', 'none', 'warning'],
  ...['breaking', 'info', 'schema', 'json', 'html', 'a=info', 'ignore.txt', '--header'],
  ...['--verify', '--force', '--watch', '--no-format', 'true', 'false', 'TRUE'],
];
const COMMON = {
  check: ['doc.json', '-o', 'out', '--quiet', '--config', 'c.json', '--overlay', 'o.json'],
  diff: ['--format', 'json', '--fail-on', 'none', '-o', 'r.json', '--group-by', 'schema'],
  generate: [
    'doc.json',
    '-o',
    'out',
    '--targets',
    'types,client',
    '--format',
    '--verify',
    '--force',
  ],
};
type Command = keyof typeof COMMON;
const usual = (command: Command, sources: string[]) =>
  fc
    .tuple(
      fc.shuffledSubarray(COMMON[command]),
      fc.constantFrom('--used-by', '--ignore', '--config'),
    )
    .map(([flags, last]) => [command, ...sources, ...flags, last, 'p']);
const argvs = fc.oneof(
  fc
    .tuple(
      fc.constantFrom('check', 'diff', 'generate'),
      fc.array(fc.constantFrom(...WORDS), { maxLength: 7 }),
    )
    .map(([command, rest]) => [command, ...rest]),
  // mostly what builds run, so that many lists are answered here
  usual('check', ['doc.json']),
  usual('diff', ['old.json', 'new.json']),
  usual('generate', []),
  fc.tuple(fc.constantFrom('inspect', 'chek', '--help', ''), fc.constantFrom(...WORDS)),
);

/** What yargs hands the command, or the usage error it throws. */
async function viaYargs(argv: string[]) {
  let handed: { command: string; args: GlobalArgs } | undefined;
  const parser = await cliParser(argv, async (command, args) => {
    handed = { command: command.name.split(' ')[0]!, args };
  });
  await parser.parseAsync();
  const { _, $0, ...args } = handed!.args as GlobalArgs & { _: unknown; $0: unknown };
  return { command: handed!.command, args };
}

describe('fast-argv: check, generate and diff read without yargs', () => {
  it('hands the command exactly what yargs hands it, wherever it answers', async () => {
    const answered = { check: 0, diff: 0, generate: 0 };
    await fc.assert(
      fc.asyncProperty(argvs, async (argv) => {
        const fast = argsWithoutYargs(argv);
        if (fast === undefined) return;
        answered[argv[0] as Command]++;
        expect(await viaYargs(argv)).toStrictEqual({ command: fast.word, args: fast.args });
      }),
      { numRuns: 3000 },
    );
    expect(answered.check).toBeGreaterThan(50);
    expect(answered.diff).toBeGreaterThan(50);
    expect(answered.generate).toBeGreaterThan(50);
  });

  it('answers the lists builds run, and leaves help, repeats and unknown flags to yargs', () => {
    expect(argsWithoutYargs(['check', 'doc.json', '-o', 'out', '--quiet'])?.args).toStrictEqual({
      source: ['doc.json'],
      o: 'out',
      output: 'out',
      quiet: true,
      q: true,
    });
    expect(argsWithoutYargs(['diff', 'a.json', 'b.json', '--format', 'json'])?.args).toStrictEqual({
      old: 'a.json',
      new: 'b.json',
      format: 'json',
      'group-by': 'operation',
      groupBy: 'operation',
      'fail-on': 'breaking',
      failOn: 'breaking',
    });
    for (const argv of [
      ['check', '--help'],
      ['check', 'a.json', '-o', 'x', '-o', 'y'],
      ['check', '--timeout', '5'],
      ['check', '-', '-o', 'x'],
      ['check', '--output=x'],
      ['check', 'a.json', 'b.json'],
      ['diff', 'a.json'],
      ['diff', 'a.json', 'b.json', '--format', 'pdf'],
      ['diff', '--level', 'x=info', 'a.json', 'b.json'],
      ['generate', 'a.json', '--format', 'true'],
      ['generate', 'a.json', '--watch'],
      ['generate', 'a.json', '--no-format'],
      ['generate', '--source', '1.0=a.json', '--source', '2.0=b.json'],
      ['inspect', 'a.json'],
    ])
      expect(argsWithoutYargs(argv), argv.join(' ')).toBeUndefined();
  });
});

describe('fast-argv: the CLI', () => {
  it('runs a diff without loading yargs, and the report is the one yargs-read arguments give', async () => {
    const v1 = join(repoRoot, 'fixtures/installation/docs/v1.json');
    const v2 = join(repoRoot, 'fixtures/installation/docs/v2.json');
    const fast = await runCli(['diff', v1, v2, '--format', 'json', '--fail-on', 'none'], {
      env: { NODE_DEBUG: 'esm' },
    });
    expect(fast.code, fast.stderr).toBe(0);
    const { sources, packages } = loadedSources(fast.stderr);
    expect(sources).toContain('src/cli/fast-argv.ts');
    expect(packages.filter((name) => /^(yargs|string-width|cliui)/.test(name))).toEqual([]);
    // `--format=json` is outside what the reader takes: yargs reads it
    const viaYargs = await runCli(['diff', v1, v2, '--format=json', '--fail-on', 'none']);
    expect(viaYargs.code).toBe(0);
    expect(fast.stdout).toBe(viaYargs.stdout);
    expect(JSON.parse(fast.stdout).changes.length).toBeGreaterThan(10);
  });
  it('runs a generate without loading yargs, and writes what yargs-read arguments write', async () => {
    const doc = join(repoRoot, 'fixtures/installation/docs/v2.json');
    const dir = mkdtempSync(join(tmpdir(), 'sf-fast-generate-'));
    try {
      const argv = (out: string) => [
        'generate',
        doc,
        '-o',
        join(dir, out),
        '--targets',
        'types,client',
      ];
      const fast = await runCli(argv('fast'), { env: { NODE_DEBUG: 'esm' } });
      expect(fast.code, fast.stderr).toBe(0);
      const { sources, packages } = loadedSources(fast.stderr);
      expect(sources).toContain('src/cli/fast-argv.ts');
      expect(packages.filter((name) => /^(yargs|string-width|cliui)/.test(name))).toEqual([]);
      // `--targets=…` is outside what the reader takes: yargs reads it
      const slow = await runCli([
        'generate',
        doc,
        '-o',
        join(dir, 'slow'),
        '--targets=types,client',
      ]);
      expect(slow.code, slow.stderr).toBe(0);
      const lock = (out: string) => readFileSync(join(dir, out, 'specforge.lock.json'), 'utf8');
      expect(JSON.parse(lock('fast')).generatedWith).toEqual(['--targets', 'types,client']);
      expect(lock('fast')).toBe(lock('slow'));
      expect(readFileSync(join(dir, 'fast', 'client.ts'), 'utf8')).toBe(
        readFileSync(join(dir, 'slow', 'client.ts'), 'utf8'),
      );
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
