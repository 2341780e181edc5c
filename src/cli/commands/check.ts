import { defineCommand } from './command.js';
import type { CheckResult } from '../../check/index.js';
import {
  finishMarkingBeforeScavenging,
  keepYoungGenerationSmall,
  skipOptimisingCompiler,
} from '../v8-tuning.js';
import { sourceOptions } from '../source-flags.js';
import {
  commandSettings,
  configOption,
  requireOutput,
  usedByOf,
  usedByOption,
} from '../settings.js';
import { plainSource, versionSourceWords, versionOption, versionSettings } from '../versions.js';

/**
 * `specforge check <source> -o <dir>`: regenerates in memory and compares with <dir>.
 * Exit 0 when identical; 1 listing stale or edited files and, when the document moved on,
 * what changed (breaking first); 2 when the source or directory cannot be read.
 */
export const checkCommand = defineCommand({
  name: 'check [source]',
  describe: 'Exit 1 if a generated directory is stale, and say why',
  builder: (y) =>
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
      }),
  run: async (args, io) => {
    const { checkFormatOf } = await import('../check-format.js');
    const format = checkFormatOf(args.format, args.source);
    // Several versions (`--source 1.0=… --source 2.0=…`, config "versions"): docs/versions.md.
    const sources = format.source === undefined ? args.source : [format.source];
    const flags = { ...args, format: format.prettier, source: sources };
    const versioned = await versionSettings(flags);
    const settings = versioned ?? (await commandSettings(plainSource(flags)));
    keepYoungGenerationSmall();
    finishMarkingBeforeScavenging();
    if (!settings.format) skipOptimisingCompiler();
    const output = requireOutput(settings.output);
    const [{ check, checkVersions }, { checkText }, { shellWords }] = await Promise.all([
      import('../../api/index.js'),
      import('../../check/report.js'),
      import('../generated-with.js'),
    ]);
    const openUsedBy = usedByOf(settings, io.err);
    const options = { ...settings, output, usedBy: undefined, openUsedBy };
    const result = versioned
      ? await checkVersions({ ...options, versions: versioned.versions })
      : await check(options);
    // The diff it suggests applies check's own --overlay flags (the config's apply anyway);
    // the generate it suggests, the flags the lock recorded (else the same overlays).
    const overlays = (args.overlay ?? []).flatMap((file) => ['--overlay', file]);
    const source = versioned ? versionSourceWords(versioned.versions) : [settings.source];
    const generate = shellWords([...source, ...(result.generatedWith ?? overlays)]);
    // `diff <dir> <source>` reads the lock's top-level document: the newest version's.
    const newest = String(versioned?.versions.at(-1)?.source ?? settings.source);
    const text = () => checkText(result, shellWords([newest, ...overlays]), 10, { generate });
    if (format.report === 'githubactions' || format.report === 'junit') {
      const regenerate = `specforge generate ${generate} -o ${result.output}`;
      io.out(
        await checkCiText(result, format.report, {
          regenerate,
          source: newest,
        }),
      );
    } else if (args.json || format.report === 'json')
      io.out(JSON.stringify(result, jsonWithoutDiffDetail, 2));
    else if (!result.upToDate) io.out(text());
    else if (!io.quiet) io.err(text());
    return result.upToDate ? 0 : 1;
  },
  examples: [
    [
      '$0 check https://jobs.example.com -o src/api',
      'fail the build when src/api no longer matches the installation',
    ],
    ['$0 check --json', 'the same, source and output from specforge.config.json, as JSON'],
  ],
});

/** `--format githubactions|junit` (check/ci-report.ts). */
async function checkCiText(
  result: CheckResult,
  format: 'githubactions' | 'junit',
  options: { regenerate: string; source: string },
): Promise<string> {
  const [{ checkGithubActions, checkJunit }, { annotationFile, workspacePath }] = await Promise.all(
    [import('../../check/ci-report.js'), import('../ci-file.js')],
  );
  const ci = {
    regenerate: options.regenerate,
    file: annotationFile(options.source),
    outputDir: workspacePath(result.output),
  };
  const text = format === 'junit' ? checkJunit(result, ci) : checkGithubActions(result, ci);
  return text.replace(/\n$/, '');
}

/** The JSON result keeps the diff's findings but not their pointers (noise for a check). */
function jsonWithoutDiffDetail(key: string, value: unknown): unknown {
  return key === 'pointer' ? undefined : value;
}
