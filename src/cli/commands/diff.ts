import { defineCommand } from './command.js';
import { configOption, diffSettings, usedByOf, usedByOption } from '../settings.js';
import { loadFlags } from '../source-flags.js';
import { ignoreTracker, readIgnoreFile, readLevels } from './diff-inputs.js';
import type { DiffReport } from '../../diff/types.js';
import { failsAt, gateSummary } from '../../diff/order.js';
import {
  LARGE_REPORT_CHANGES,
  keepYoungGenerationSmall,
  letYoungGenerationGrow,
  skipOptimisingCompiler,
} from '../v8-tuning.js';
import {
  DEFAULT_FAIL_ON,
  DEFAULT_GROUP,
  FORMATS,
  GROUPS,
  THRESHOLDS,
  type Group,
  type Threshold,
} from './diff-choices.js';

/**
 * `specforge diff <old> <new>`: what changed between two versions, what breaks, and which
 * generated method and type each change touches. Exit 1 when a finding reaches --fail-on.
 * The config file's model overrides (names, access, envelope) apply to both sides, so the
 * client names in the report are the ones `generate` writes.
 */
export const diffCommand = defineCommand({
  name: 'diff <old> <new>',
  describe: 'What changed between two versions, and what breaks',
  builder: (y) =>
    loadFlags(usedByOption(configOption(y)))
      .positional('old', {
        type: 'string',
        describe: 'Old version: file, URL, base URL, -, or a generated directory',
      })
      .positional('new', { type: 'string', describe: 'New version (same kinds of source)' })
      .option('format', {
        type: 'string',
        choices: FORMATS,
        describe:
          'text (default), markdown (PR comment), json, html (one self-contained page), githubactions (annotations), junit (XML)',
      })
      .option('group-by', {
        type: 'string',
        choices: GROUPS,
        default: DEFAULT_GROUP,
        describe:
          'html: one section per operation, or per schema (a schema change once, with the operations it reaches)',
      })
      .option('o', {
        alias: 'output',
        type: 'string',
        describe: 'Write the report to this file (atomically) instead of stdout',
      })
      .option('fail-on', {
        type: 'string',
        choices: THRESHOLDS,
        default: DEFAULT_FAIL_ON,
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
    const format = args.json ? 'json' : (args.format ?? 'text');
    const operations = new Set<string>();
    const report = await sources.diffSources(settings.oldSource, settings.newSource, {
      load: settings.load,
      normalise: { old: normalise, new: normalise },
      levels,
      ignore,
      onIgnored: tracker.onIgnored,
      openUsedBy: usedByOf(settings, io.err),
      onChanges: (count) => {
        if (count > LARGE_REPORT_CHANGES) letYoungGenerationGrow();
      },
      // The operations of both sides: the JUnit report's testcases, and what ignore lines must name.
      onModels:
        format === 'junit' || ignore.length > 0
          ? (...models) => {
              for (const model of models)
                for (const op of model.operations) operations.add(`${op.method} ${op.path}`);
            }
          : undefined,
    });
    if (ignore.length > 0) {
      const { refuseUnknownIgnoreEntries } = await import('../../diff/ignore-check.js');
      refuseUnknownIgnoreEntries(ignore, operations);
    }
    tracker.warnUnused();
    const output = args.o;
    const color = output === undefined && io.color && Boolean(process.stdout.isTTY);
    if (output === undefined && format === 'json') {
      // a big report (Stripe's is 34 MB) goes out piece by piece: see diff/report/json.ts
      const { jsonReportPieces } = await import('../../diff/report/json.js');
      for (const piece of jsonReportPieces(report)) io.out(piece, { json: true });
      return exitCode(report, args['fail-on']);
    }
    const text =
      format === 'githubactions' || format === 'junit'
        ? await renderCi(report, format, {
            failOn: args['fail-on'],
            operations: [...operations],
            newSource: String(args.new),
          })
        : await renderDiff(report, format, args, { color, verbose: io.verbose });
    // A page's text is escaped for HTML already (control characters included): print it as it is.
    if (output === undefined) io.out(text, { raw: format === 'html' });
    else {
      const { writeFileAtomic } = await import('../../write/atomic-file.js');
      await writeFileAtomic(output, text);
      io.err(`wrote the diff report to ${output}`);
    }
    return exitCode(report, args['fail-on']);
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
      '$0 diff src/api https://jobs.example.com --used-by tsconfig.json',
      'fail only on breaking changes to what this project calls, reads or writes',
    ],
    [
      '$0 diff v1.json v2.json --fail-on warning --ignore .specforge-ignore',
      'a stricter CI gate, with accepted changes',
    ],
    [
      '$0 diff v1.json v2.json --format html -o changes.html',
      'the release notes of an upgrade, as one page',
    ],
  ],
});

/** Exit 1 when a finding reaches --fail-on. */
function exitCode(report: DiffReport, threshold: Threshold): number {
  return failsAt(gateSummary(report.changes), threshold) ? 1 : 0;
}

/**
 * The report in its format. The page's modules (handlebars, the shell) load only for html:
 * they would cost a text diff a tenth of its second. Colour only on a terminal stdout.
 */
async function renderDiff(
  report: DiffReport,
  format: 'text' | 'markdown' | 'json' | 'html',
  args: { old?: string; new?: string; 'group-by': Group },
  text: { color: boolean; verbose: boolean },
): Promise<string> {
  if (format === 'html') {
    const { renderHtml } = await import('../../diff/report/html.js');
    const sides = { old: String(args.old), new: String(args.new) };
    return renderHtml(report, {
      groupBy: args['group-by'],
      sides,
    });
  }
  const { renderReport } = await import('../../diff/report/index.js');
  return renderReport(report, format, text);
}

/** The formats CI systems read (diff/report/github-actions.ts, junit.ts). */
async function renderCi(
  report: DiffReport,
  format: 'githubactions' | 'junit',
  args: { failOn: Threshold; operations: string[]; newSource: string },
): Promise<string> {
  if (format === 'junit') {
    const { renderJunit } = await import('../../diff/report/junit.js');
    return renderJunit(report, {
      suite: 'specforge diff',
      operations: args.operations,
      failOn: args.failOn,
    });
  }
  const [{ renderGithubActions }, { annotationFile }] = await Promise.all([
    import('../../diff/report/github-actions.js'),
    import('../ci-file.js'),
  ]);
  return renderGithubActions(report, {
    tool: 'specforge diff',
    file: annotationFile(args.newSource),
  });
}
