import type { CliCommand } from './command.js';
import { configOption } from '../settings.js';
import { SpecforgeError } from '../../errors.js';

const FORMATS = ['text', 'markdown', 'json'];
const THRESHOLDS = ['breaking', 'warning', 'none'];

/**
 * `specforge diff <old> <new>`: what changed between two versions, what breaks, and which
 * generated method and type each change touches. Exit 1 when a finding reaches --fail-on.
 * The config file's model overrides (names, access, envelope) apply to both sides, so the
 * client names in the report are the ones `generate` writes.
 */
export const diffCommand: CliCommand = {
  name: 'diff <old> <new>',
  describe: 'What changed between two versions, and what breaks',
  builder: (y) =>
    configOption(y)
      .positional('old', {
        type: 'string',
        describe: 'Old version: file, URL, base URL, -, or a generated directory',
      })
      .positional('new', { type: 'string', describe: 'New version (same kinds of source)' })
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
        describe: 'Accepted changes: "<rule-id> <METHOD> <path> [<location>]" per line',
      })
      .option('level', {
        type: 'string',
        array: true,
        describe: "A rule's level: <rule-id>=breaking|warning|info (repeatable)",
      })
      .option('timeout', {
        type: 'number',
        describe: 'HTTP timeout per attempt, in ms (default 30000)',
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
    const [diff, settings, loader, config] = await Promise.all([
      import('../../diff/index.js'),
      import('../../api/settings.js'),
      import('../../loader/cli-options.js'),
      import('../../config/index.js'),
    ]);
    const oldSource = loader.sourceFromArgs(args, 'old');
    const newSource = loader.sourceFromArgs(args, 'new');
    if (oldSource === '-' && newSource === '-') {
      throw new SpecforgeError('usage', 'only one side of a diff can be read from stdin (-)');
    }
    const { config: file } = config.loadConfig(
      typeof args.config === 'string' ? args.config : undefined,
    );
    const normalise = settings.normaliseOptionsOf(file);
    const report = await diff.diffSources(oldSource, newSource, {
      load: settings.mergeLoadOptions(
        settings.loadOptionsOf(file),
        loader.loadOptionsFromArgs(args),
      ),
      normalise: { old: normalise, new: normalise },
      levels: diff.parseLevelOverrides(
        (args.level as string[] | undefined) ?? [],
        new Set(diff.RULES.map((rule) => rule.id)),
      ),
      ignore: await readIgnoreFile(args.ignore, diff.parseIgnoreFile),
    });
    const format = (args.json ? 'json' : (args.format ?? 'text')) as 'text' | 'markdown' | 'json';
    // The report is the result, on stdout: colour only when that is a terminal too.
    const color = io.color && Boolean(process.stdout.isTTY);
    io.out(diff.renderReport(report, format, { color, verbose: io.verbose }));
    return diff.failsAt(report.summary, args['fail-on'] as 'breaking' | 'warning' | 'none') ? 1 : 0;
  },
  examples: [
    [
      '$0 diff old.json new.json',
      'what changed, grouped by operation; exit 1 on a breaking change',
    ],
    [
      '$0 diff src/api https://jobs.example.com --format markdown',
      'generated code vs a live installation, as a PR comment',
    ],
    [
      '$0 diff v1.json v2.json --fail-on warning --ignore .specforge-ignore',
      'a stricter CI gate, with accepted changes',
    ],
  ],
};

async function readIgnoreFile<T>(
  path: unknown,
  parse: (text: string, source: string) => T[],
): Promise<T[]> {
  if (typeof path !== 'string') return [];
  const { readFile } = await import('node:fs/promises');
  try {
    return parse(await readFile(path, 'utf8'), path);
  } catch (error) {
    if (error instanceof SpecforgeError) throw error;
    throw new SpecforgeError(
      'unreadable-file',
      `cannot read ${path}: ${(error as NodeJS.ErrnoException).code ?? 'error'}`,
    );
  }
}
