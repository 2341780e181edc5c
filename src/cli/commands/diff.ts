import type { CliCommand } from './command.js';
import { configOption, diffSettings } from '../settings.js';
import { loadFlags } from '../source-flags.js';
import { SpecforgeError } from '../../errors.js';
import { keepYoungGenerationSmall, skipOptimisingCompiler } from '../v8-tuning.js';

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
    loadFlags(configOption(y))
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
      }),
  run: async (args, io) => {
    // A one-second run: see cli/v8-tuning.ts (and bench/README.md) for why these pay.
    skipOptimisingCompiler();
    keepYoungGenerationSmall();
    // Only what starting the two sides needs: the rules and reporters load while they are read.
    const [sources, ignore, settings] = await Promise.all([
      import('../../diff/sources.js'),
      import('../../diff/ignore.js'),
      diffSettings(args),
    ]);
    const { normalise } = settings;
    const report = await sources.diffSources(settings.oldSource, settings.newSource, {
      load: settings.load,
      normalise: { old: normalise, new: normalise },
      levels: await readLevels(args.level, ignore.parseLevelOverrides),
      ignore: await readIgnoreFile(args.ignore, ignore.parseIgnoreFile),
    });
    const [{ renderReport }, { failsAt }] = await Promise.all([
      import('../../diff/report/index.js'),
      import('../../diff/order.js'),
    ]);
    const format = (args.json ? 'json' : (args.format ?? 'text')) as 'text' | 'markdown' | 'json';
    // The report is the result, on stdout: colour only when that is a terminal too.
    const color = io.color && Boolean(process.stdout.isTTY);
    io.out(renderReport(report, format, { color, verbose: io.verbose }));
    return failsAt(report.summary, args['fail-on'] as 'breaking' | 'warning' | 'none') ? 1 : 0;
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

/** `--level id=level` overrides, checked against the rule ids (the registry loads only then). */
async function readLevels<T>(
  specs: unknown,
  parse: (specs: string[], knownIds: ReadonlySet<string>) => T,
): Promise<T | undefined> {
  if (!Array.isArray(specs) || specs.length === 0) return undefined;
  const { RULES } = await import('../../diff/rules/index.js');
  return parse(specs as string[], new Set(RULES.map((rule) => rule.id)));
}

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
