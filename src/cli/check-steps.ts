import type { CheckResult } from '../check/index.js';
import { checkText } from '../check/report.js';
import type { VersionSource } from '../api/versions.js';
import type { CliIo } from './io.js';
import type { CheckArgs } from './commands/check.js';
import { checkFormatOf, type CheckFormatArgs } from './check-format.js';
import { shellWords } from './generated-with.js';
import { commandSettings, requireOutput, type CommandSettings } from './settings.js';
import { plainSource, versionSettings, versionSourceWords } from './versions.js';

/**
 * The two ends of `specforge check`, shared by its command (commands/check.ts) and by the
 * up-to-date answer that runs before the CLI loads (check-up-to-date.ts): what the arguments
 * and the config ask for, and how the result is reported. Neither end loads the library.
 */
export interface CheckPlan {
  format: CheckFormatArgs;
  settings: CommandSettings;
  /** Several versions (`--source 1.0=… --source 2.0=…`, config "versions"): docs/versions.md. */
  versions?: VersionSource[];
  output: string;
}

export async function checkPlan(args: CheckArgs): Promise<CheckPlan> {
  const format = checkFormatOf(args.format, args.source);
  const sources = format.source === undefined ? args.source : [format.source];
  const flags = { ...args, format: format.prettier, source: sources };
  const versioned = await versionSettings(flags);
  const settings = versioned ?? (await commandSettings(plainSource(flags)));
  return {
    format,
    settings,
    versions: versioned?.versions,
    output: requireOutput(settings.output),
  };
}

/** Writes the report the plan's format asks for; returns the exit code (0 up to date, 1 stale). */
export async function reportCheck(
  result: CheckResult,
  plan: CheckPlan,
  args: CheckArgs,
  io: CliIo,
): Promise<number> {
  const { format, settings, versions } = plan;
  // The diff it suggests applies check's own --overlay flags (the config's apply anyway);
  // the generate it suggests, the flags the lock recorded (else the same overlays).
  const overlays = (args.overlay ?? []).flatMap((file) => ['--overlay', file]);
  const source = versions ? versionSourceWords(versions) : [settings.source];
  const generate = shellWords([...source, ...(result.generatedWith ?? overlays)]);
  // `diff <dir> <source>` reads the lock's top-level document: the newest version's.
  const newest = String(versions?.at(-1)?.source ?? settings.source);
  const text = () => checkText(result, shellWords([newest, ...overlays]), 10, { generate });
  if (format.report === 'githubactions' || format.report === 'junit') {
    const regenerate = `specforge generate ${generate} -o ${result.output}`;
    io.out(await checkCiText(result, format.report, { regenerate, source: newest }));
  } else if (args.json || format.report === 'json')
    io.out(JSON.stringify(result, jsonWithoutDiffDetail, 2));
  else if (!result.upToDate) io.out(text());
  else if (!io.quiet) io.err(text());
  return result.upToDate ? 0 : 1;
}

/** `--format githubactions|junit` (check/ci-report.ts). */
async function checkCiText(
  result: CheckResult,
  format: 'githubactions' | 'junit',
  options: { regenerate: string; source: string },
): Promise<string> {
  const [{ checkGithubActions, checkJunit }, { annotationFile, workspacePath }] = await Promise.all(
    [import('../check/ci-report.js'), import('./ci-file.js')],
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
