import { existsSync } from 'node:fs';
import type { Argv } from 'yargs';
import { SpecforgeError } from '../errors.js';
import type { LoadOptions } from '../loader/types.js';
import type { NormaliseOptions } from '../ir/types.js';
import type { EmitSettings } from '../emit/shared/options.js';
import type { DiffOptions } from '../diff/types.js';
import type { SpecforgeConfig, TargetName } from '../config/types.js';
import { loadOptionsFromArgs, sourceFromArgs, type LoadFlags } from './source-flags.js';

/** `--config` and `--targets`, shared by the commands that generate or compare output. */
export function configOption<T>(y: Argv<T>) {
  return y.option('config', {
    type: 'string',
    describe: 'Config file (default: ./specforge.config.json when present)',
  });
}

/** The flags `sourceSettings` reads: `--config`, `--used-by` and the load flags. */
interface SettingsFlags extends LoadFlags {
  config?: string;
  'used-by'?: string;
}

/** The flags `commandSettings` reads besides; `--format` here is generate's (prettier). */
export interface CommandFlags extends SettingsFlags {
  /** `string | boolean`: see `sourceFromArgs`. */
  source?: string | boolean;
  o?: string;
  targets?: string;
  format?: boolean;
}

/** What every command that loads a document reads, resolved once (see `commandSettings`). */
export interface SourceSettings {
  config: SpecforgeConfig;
  load: LoadOptions;
  normalise: NormaliseOptions;
  /** The config's target sections, plugins and templates, for the emitters. */
  emit: EmitSettings;
  /** From SPECFORGE_USERNAME / SPECFORGE_PASSWORD, else the config file; never from argv. */
  credentials?: { username: string; password: string };
  /** `--used-by <tsconfig.json|dir>` (diff, check): the project whose use of the client gates the report. */
  usedBy?: string;
}

export interface CommandSettings extends SourceSettings {
  source: string;
  output?: string;
  targets?: TargetName[];
  format: boolean;
}

/**
 * The one funnel from the command line to the library: the config file, the environment,
 * then flags over them (a flag the user did not give leaves the file's value). Every
 * command that loads a document comes through here, so the five load flags and the
 * config's `source`, `headers`, `timeoutMs`, `insecure`, `retries` and `maxSize` mean
 * the same everywhere. The source and output may come from the config, so
 * `specforge check` alone works in a configured project.
 */
export async function commandSettings(args: CommandFlags): Promise<CommandSettings> {
  const base = await sourceSettings(args);
  const source = args.source === undefined ? base.config.source : sourceFromArgs(args.source);
  if (source === undefined) {
    throw new SpecforgeError('usage', 'no source given', {
      hint: 'name one (a base URL, URL, file or -), or set "source" in specforge.config.json',
    });
  }
  return {
    ...base,
    source,
    output: typeof args.o === 'string' ? args.o : base.config.output,
    targets: (await targetsOf(args.targets, base)) ?? base.config.targets,
    format: typeof args.format === 'boolean' ? args.format : Boolean(base.config.format),
  };
}

/** `--targets`, judged against the built-in targets (their registry loads only when asked) and the config's plugins. */
export async function targetsOf(
  value: string | undefined,
  base: SourceSettings,
): Promise<TargetName[] | undefined> {
  if (value === undefined || value === '') return undefined;
  const { TARGET_NAMES } = await import('../emit/targets.js');
  return parseTargets(value, [...TARGET_NAMES, ...(base.emit.plugins ?? []).map((p) => p.name)]);
}

/** `diff <old> <new>`: the same funnel, two sources (the load flags apply to both sides). */
export async function diffSettings(
  args: SettingsFlags & { old?: string; new?: string },
): Promise<SourceSettings & { oldSource: string; newSource: string }> {
  const oldSource = sourceFromArgs(args.old);
  const newSource = sourceFromArgs(args.new);
  if (oldSource === '-' && newSource === '-') {
    throw new SpecforgeError('usage', 'only one side of a diff can be read from stdin (-)');
  }
  return { ...(await sourceSettings(args)), oldSource, newSource };
}

export async function sourceSettings(args: SettingsFlags): Promise<SourceSettings> {
  const [
    { findConfigFile, resolveCredentials },
    { emitSettingsOf, loadOptionsOf, mergeLoadOptions, normaliseOptionsOf },
  ] = await Promise.all([import('../config/sources.js'), import('../api/settings.js')]);
  const explicit = typeof args.config === 'string' ? args.config : undefined;
  // the config's checker (TypeBox, ~0.1 s) loads only when there is a file to check
  const loaded =
    findConfigFile(explicit, process.cwd()) === undefined
      ? { config: {}, plugins: [] }
      : await (await import('../config/load.js')).loadConfig(explicit);
  const { config } = loaded;
  const settings: SourceSettings = {
    config,
    load: mergeLoadOptions(loadOptionsOf(config), loadOptionsFromArgs(args)),
    normalise: normaliseOptionsOf(config),
    emit: emitSettingsOf(loaded),
    credentials: resolveCredentials(config),
  };
  if (typeof args['used-by'] === 'string') settings.usedBy = args['used-by'];
  return settings;
}

/** `--targets types,client`: unknown names (built in, or the config's plugins) are a usage error naming the choices. */
export function parseTargets(
  value: string | undefined,
  known: readonly string[],
): TargetName[] | undefined {
  if (value === undefined || value === '') return undefined;
  const names = value
    .split(',')
    .map((name) => name.trim())
    .filter((name) => name !== '');
  const unknown = names.find((name) => !known.includes(name));
  if (unknown !== undefined) {
    throw new SpecforgeError(
      'unknown-target',
      `unknown target ${JSON.stringify(unknown)}; choose from ${known.join(', ')}`,
    );
  }
  return names;
}

export function requireOutput(output: string | undefined): string {
  if (output === undefined || output === '') {
    throw new SpecforgeError('usage', 'no output directory given', {
      hint: 'pass -o <dir>, or set "output" in specforge.config.json',
    });
  }
  return output;
}

/** `--used-by <tsconfig.json|dir>` for diff and check. */
export function usedByOption<T>(y: Argv<T>) {
  return y.option('used-by', {
    type: 'string',
    describe:
      'A TypeScript project (tsconfig.json or dir): mark findings used/unused; --fail-on counts used ones',
  });
}

/**
 * The diff option that marks findings used or unused by the `--used-by` project, opened on
 * demand (`openUsedBy`): ts-morph and the project's checker cost seconds and 100+ MB, so a
 * `check` or `diff` that finds nothing never opens it.
 */
export function usedByOf(
  settings: SourceSettings,
  warn: (line: string) => void,
): DiffOptions['openUsedBy'] {
  const target = settings.usedBy;
  if (target === undefined) return undefined;
  // A wrong path is still a usage error at once, findings or not.
  if (!existsSync(target))
    throw new SpecforgeError('used-by', `--used-by ${target}: no such file or directory`);
  return async () => {
    const { readUsage, usedByProject, MAX_SOURCE_BYTES } = await import('../usage/index.js');
    const usage = readUsage(target);
    for (const file of usage.skipped)
      warn(
        `warning: --used-by skipped ${file}: larger than ${MAX_SOURCE_BYTES} bytes; uses in it are not seen`,
      );
    return usedByProject(usage);
  };
}
