import type { Argv } from 'yargs';
import { SpecforgeError } from '../errors.js';
import type { LoadOptions } from '../loader/types.js';
import type { NormaliseOptions } from '../ir/types.js';
import { TARGET_NAMES, type SpecforgeConfig, type TargetName } from '../config/types.js';

/** `--config` and `--targets`, shared by the commands that generate or compare output. */
export function configOption(y: Argv): Argv {
  return y.option('config', { type: 'string', describe: 'Config file (default: ./specforge.config.json when present)' });
}

export interface CommandSettings {
  config: SpecforgeConfig;
  source: string;
  output?: string;
  load: LoadOptions;
  normalise: NormaliseOptions;
  targets?: TargetName[];
  format: boolean;
}

/**
 * Config file, then flags over it (a flag the user did not give leaves the file's
 * value). The source and output may come from the config, so `specforge check` alone
 * works in a configured project.
 */
export async function commandSettings(args: Record<string, unknown>): Promise<CommandSettings> {
  const [{ loadConfig }, { loadOptionsOf, mergeLoadOptions, normaliseOptionsOf }, loader] = await Promise.all([
    import('../config/index.js'),
    import('../api/settings.js'),
    import('../loader/cli-options.js'),
  ]);
  const { config } = loadConfig(typeof args.config === 'string' ? args.config : undefined);
  const given = args.source === undefined ? config.source : loader.sourceFromArgs(args);
  if (given === undefined) {
    throw new SpecforgeError('usage', 'no source given', {
      hint: 'name one (a base URL, URL, file or -), or set "source" in specforge.config.json',
    });
  }
  const output = typeof args.o === 'string' ? args.o : config.output;
  return {
    config,
    source: given,
    output,
    load: mergeLoadOptions(loadOptionsOf(config), loader.loadOptionsFromArgs(args)),
    normalise: normaliseOptionsOf(config),
    targets: parseTargets(args.targets) ?? config.targets,
    format: typeof args.format === 'boolean' ? args.format : Boolean(config.format),
  };
}

/** `--targets types,client`: unknown names are a usage error naming the choices. */
export function parseTargets(value: unknown): TargetName[] | undefined {
  if (value === undefined || value === '') return undefined;
  const known: readonly string[] = TARGET_NAMES;
  const names = String(value)
    .split(',')
    .map((name) => name.trim())
    .filter((name) => name !== '');
  const unknown = names.find((name) => !known.includes(name));
  if (unknown !== undefined) {
    throw new SpecforgeError('unknown-target', `unknown target ${JSON.stringify(unknown)}; choose from ${known.join(', ')}`);
  }
  return names as TargetName[];
}

export function requireOutput(output: string | undefined): string {
  if (output === undefined || output === '') {
    throw new SpecforgeError('usage', 'no output directory given', {
      hint: 'pass -o <dir>, or set "output" in specforge.config.json',
    });
  }
  return output;
}
