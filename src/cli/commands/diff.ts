import type { CliCommand } from './command.js';
import { configOption, diffSettings } from '../settings.js';
import { loadFlags } from '../source-flags.js';
import { ignoreTracker, readIgnoreFile, readLevels } from './diff-inputs.js';
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
        describe:
          'Accepted changes: "<METHOD> <path> <rule-id> [<location>]" per line (globs: * /admin/* *)',
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
    const [sources, settings, levels, ignore] = await Promise.all([
      import('../../diff/sources.js'),
      diffSettings(args),
      readLevels(args.level),
      readIgnoreFile(args.ignore),
    ]);
    const { normalise } = settings;
    const tracker = ignoreTracker(ignore, io);
    const report = await sources.diffSources(settings.oldSource, settings.newSource, {
      load: settings.load,
      normalise: { old: normalise, new: normalise },
      levels,
      ignore,
      onIgnored: tracker.onIgnored,
    });
    tracker.warnUnused();
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
