import type { Argv } from 'yargs';
import { defineCommand, type FlagsOf, type GlobalArgs } from './command.js';
import {
  finishMarkingBeforeScavenging,
  keepYoungGenerationSmall,
  skipOptimisingCompiler,
  tuneToDocumentSize,
} from '../v8-tuning.js';
import { sourceOptions } from '../source-flags.js';
import { configOption, usedByOf, usedByOption } from '../settings.js';
import { versionOption } from '../versions.js';

/** check's flags (the up-to-date answer, check-up-to-date.ts, reads them too). */
const checkFlags = (y: Argv<GlobalArgs>) =>
  usedByOption(configOption(versionOption(sourceOptions(y))))
    .option('o', {
      alias: 'output',
      type: 'string',
      describe: 'The generated directory to check',
    })
    .option('targets', {
      type: 'string',
      describe: 'Comma-separated targets (default: those recorded in <dir>)',
    })
    .option('format', {
      type: 'string',
      describe:
        'githubactions (annotations) or junit (XML) for CI, or json; alone: the directory was generated with --format (prettier)',
    });

/** What `check`'s builder declares, as `run` reads it. */
export type CheckArgs = FlagsOf<typeof checkFlags>;

/**
 * `specforge check <source> -o <dir>`: regenerates in memory and compares with <dir>.
 * Exit 0 when identical; 1 listing stale or edited files and, when the document moved on,
 * what changed (breaking first); 2 when the source or directory cannot be read.
 */
export const checkCommand = defineCommand({
  name: 'check [source]',
  describe: 'Exit 1 if a generated directory is stale, and say why',
  builder: checkFlags,
  run: async (args: CheckArgs, io, known) => {
    const { checkPlan, reportCheck } = await import('../check-steps.js');
    const plan = await checkPlan(args);
    keepYoungGenerationSmall();
    finishMarkingBeforeScavenging();
    const plain = !plan.settings.format;
    if (plain) skipOptimisingCompiler();
    const { check, checkVersions } = await import('../../api/index.js');
    const openUsedBy = usedByOf(plan.settings, io.err);
    const load = { ...plan.settings.load, ...(plain && { onRead: tuneToDocumentSize }) };
    const options = { ...plan.settings, load, output: plan.output, usedBy: undefined, openUsedBy };
    const result = plan.versions
      ? await checkVersions({ ...options, versions: plan.versions })
      : await check({ ...options, quick: !known?.mustRegenerate });
    return reportCheck(result, plan, args, io);
  },
  examples: [
    [
      '$0 check https://jobs.example.com -o src/api',
      'fail the build when src/api no longer matches the installation',
    ],
    ['$0 check --json', 'the same, source and output from specforge.config.json, as JSON'],
  ],
});
