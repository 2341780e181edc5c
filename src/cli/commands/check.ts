import type { CliCommand } from './command.js';
import { keepYoungGenerationSmall, skipOptimisingCompiler } from '../v8-tuning.js';
import { sourceOptions } from '../source-flags.js';
import {
  commandSettings,
  configOption,
  requireOutput,
  usedByOf,
  usedByOption,
} from '../settings.js';
import { plainSource, versionFlagsText, versionOption, versionSettings } from '../versions.js';

/**
 * `specforge check <source> -o <dir>`: regenerates in memory and compares with <dir>.
 * Exit 0 when identical; 1 listing stale or edited files and, when the document moved on,
 * what changed (breaking first); 2 when the source or directory cannot be read.
 */
export const checkCommand: CliCommand = {
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
      .option('format', { type: 'boolean', describe: 'The directory was generated with --format' }),
  run: async (args, io) => {
    // Several versions (`--source 1.0=… --source 2.0=…`, config "versions"): docs/versions.md.
    const versioned = await versionSettings(args);
    const settings = versioned ?? (await commandSettings(plainSource(args)));
    keepYoungGenerationSmall();
    if (!settings.format) skipOptimisingCompiler();
    const output = requireOutput(settings.output);
    const [{ check, checkVersions }, { checkText }] = await Promise.all([
      import('../../api/index.js'),
      import('../../check/report.js'),
    ]);
    const options = { ...settings, output, usedBy: await usedByOf(settings, io.err) };
    const result = versioned
      ? await checkVersions({ ...options, versions: versioned.versions })
      : await check(options);
    // The commands it suggests must apply the same --overlay flags (the config's apply anyway).
    const overlays = ((args.overlay as string[] | undefined) ?? [])
      .map((file) => ` --overlay ${file}`)
      .join('');
    const source = versioned ? versionFlagsText(versioned.versions) : settings.source;
    if (args.json) io.out(JSON.stringify(result, jsonWithoutDiffDetail, 2));
    else if (!result.upToDate) io.out(checkText(result, `${source}${overlays}`));
    else if (!io.quiet) io.err(checkText(result, `${source}${overlays}`));
    return result.upToDate ? 0 : 1;
  },
  examples: [
    [
      '$0 check https://jobs.example.com -o src/api',
      'fail the build when src/api no longer matches the installation',
    ],
    ['$0 check --json', 'the same, source and output from specforge.config.json, as JSON'],
  ],
};

/** The JSON result keeps the diff's findings but not their pointers (noise for a check). */
function jsonWithoutDiffDetail(key: string, value: unknown): unknown {
  return key === 'pointer' ? undefined : value;
}
