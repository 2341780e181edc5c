import type { CliCommand } from './command.js';
import { SpecforgeError } from '../../errors.js';

const FORMATS = ['text', 'markdown', 'json'];
const THRESHOLDS = ['breaking', 'warning', 'none'];

/**
 * `specforge diff <old> <new>`: what changed between two versions, what breaks, and which
 * generated method and type each change touches. Exit 1 when a finding reaches --fail-on.
 */
export const diffCommand: CliCommand = {
  name: 'diff <old> <new>',
  describe: 'What changed between two versions, and what breaks',
  builder: (y) =>
    y
      .positional('old', {
        type: 'string',
        describe: 'The old version: file, URL, base URL, - for stdin, or a generated directory',
      })
      .positional('new', { type: 'string', describe: 'The new version (same kinds of source)' })
      .option('format', {
        type: 'string',
        choices: FORMATS,
        describe: 'text (default), markdown (PR comment) or json',
      })
      .option('fail-on', {
        type: 'string',
        choices: THRESHOLDS,
        default: 'breaking',
        describe: 'Exit 1 at or above this level',
      })
      .option('ignore', {
        type: 'string',
        describe: 'File of accepted changes, one "<rule-id> <METHOD> <path> [<location>]" per line',
      })
      .option('level', {
        type: 'string',
        array: true,
        describe: "Override a rule's level: <rule-id>=breaking|warning|info (repeatable)",
      })
      .option('timeout', {
        type: 'number',
        describe: 'HTTP timeout per attempt, in ms',
        default: 30_000,
      })
      .option('header', {
        type: 'string',
        array: true,
        describe: "Extra HTTP header 'Name: value' (repeatable)",
      })
      .option('insecure', {
        type: 'boolean',
        describe: 'Accept self-signed TLS certificates (internal installations)',
      }),
  run: async (args, io) => {
    const diff = await import('../../diff/index.js');
    const { loadOptionsFromArgs } = await import('../../loader/cli-options.js');
    const { readFile } = await import('node:fs/promises');
    const oldSource = sourceArg(args.old);
    const newSource = sourceArg(args.new);
    if (oldSource === '-' && newSource === '-')
      throw new SpecforgeError('usage', 'only one side of a diff can be read from stdin (-)');
    const ignorePath = typeof args.ignore === 'string' ? args.ignore : undefined;
    const ignore = ignorePath
      ? diff.parseIgnoreFile(await readText(readFile, ignorePath), ignorePath)
      : [];
    const levels = diff.parseLevelOverrides(
      (args.level as string[] | undefined) ?? [],
      new Set(diff.RULES.map((rule) => rule.id)),
    );
    const report = await diff.diffSources(oldSource, newSource, {
      load: loadOptionsFromArgs(args),
      levels,
      ignore,
    });
    const format = (args.json ? 'json' : (args.format ?? 'text')) as 'text' | 'markdown' | 'json';
    io.out(diff.renderReport(report, format, { color: io.color, verbose: io.verbose }));
    return diff.failsAt(report.summary, args['fail-on'] as 'breaking' | 'warning' | 'none') ? 1 : 0;
  },
  examples: [
    [
      '$0 diff old.json new.json',
      'what changed, grouped by operation; exit 1 on a breaking change',
    ],
    [
      '$0 diff src/api https://jobs.example.com --format markdown',
      'a generated client against a live installation, as a PR comment',
    ],
    [
      '$0 diff v1.json v2.json --fail-on warning --ignore .specforge-ignore',
      'stricter CI gate with accepted changes',
    ],
  ],
};

/** yargs parses a lone `-` positional as `''` (string type) or `true`: both mean stdin. */
function sourceArg(value: unknown): string {
  return value === '' || value === true ? '-' : String(value);
}

async function readText(
  readFile: (path: string, encoding: 'utf8') => Promise<string>,
  path: string,
): Promise<string> {
  try {
    return await readFile(path, 'utf8');
  } catch (error) {
    throw new SpecforgeError(
      'unreadable-file',
      `cannot read ${path}: ${(error as NodeJS.ErrnoException).code ?? 'error'}`,
    );
  }
}
