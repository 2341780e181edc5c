import type { Argv } from 'yargs';
import { SpecforgeError } from '../errors.js';
import type { VersionSource } from '../api/versions.js';
import { sourceSettings, targetsOf, type CommandFlags, type CommandSettings } from './settings.js';

/**
 * Several versions of the document (docs/versions.md): `--source NAME=<source>`, repeated,
 * or the config's `"versions"` when no source is given on the command line. yargs gathers
 * the flags under `source`, like the positional `[source]`, so a value is a version when it
 * reads `NAME=<source>` (a file whose name looks like that is written `./1.0=x.json`).
 */
const NAMED = /^([A-Za-z0-9][A-Za-z0-9._-]{0,39})=(.+)$/s;

/** The flags of a command with `versionOption`: `source` holds the positional and every `--source`. */
type VersionFlags = Omit<CommandFlags, 'source'> & { source?: string[] };

export function versionFlags(args: VersionFlags): VersionSource[] | undefined {
  const values = args.source ?? [];
  const named = values.flatMap((value) => {
    const match = NAMED.exec(value);
    return match ? [{ name: match[1], source: match[2] }] : [];
  });
  if (named.length === 0) {
    if (values.length > 1)
      throw new SpecforgeError(
        'usage',
        'several sources given; name each version: --source 1.0=<source>',
      );
    return undefined;
  }
  if (named.length !== values.length)
    throw new SpecforgeError(
      'usage',
      'a plain <source> cannot be mixed with --source NAME=<source> (a version NAME starts with a letter or digit and holds letters, digits, ".", "_", "-")',
    );
  const seen = new Set<string>();
  for (const { name } of named) {
    if (seen.has(name)) throw new SpecforgeError('usage', `version ${name} is given twice`);
    seen.add(name);
  }
  return named;
}

/**
 * `--source NAME=<source>` (repeatable) beside the positional `[source]`: declared as an
 * array so that yargs keeps both (else the positional silently wins over the flags).
 * `T` has a `source` (from `sourceOptions`), so the array type replaces the positional's
 * string instead of intersecting with it.
 */
export function versionOption<T extends { source?: unknown }>(y: Argv<T>) {
  return y.option('source', {
    type: 'string',
    array: true,
    describe: 'NAME=<source>: one of several versions in one client (repeatable; docs/versions.md)',
  });
}

/**
 * The args with the one plain source unwrapped from yargs' array (for `commandSettings`).
 * yargs makes a lone `-` an empty array: `''`, which `sourceFromArgs` reads as stdin. Several
 * sources never get here: `versionSettings` took them as versions, or refused them.
 */
export function plainSource<T extends VersionFlags>(
  args: T,
): Omit<T, 'source'> & { source?: string } {
  const { source } = args;
  return { ...args, source: source === undefined ? undefined : (source[0] ?? '') };
}

/**
 * The settings of a multi-version run, or `undefined` for a single source (then the
 * caller takes the usual `commandSettings`).
 */
export async function versionSettings(
  args: VersionFlags,
): Promise<(CommandSettings & { versions: VersionSource[] }) | undefined> {
  const flags = versionFlags(args);
  const given = args.source !== undefined && args.source.length > 0;
  if (!flags && given) return undefined;
  const base = await sourceSettings(args);
  const fromConfig = base.config.versions;
  const versions =
    flags ??
    (fromConfig
      ? Object.entries(fromConfig).map(([name, source]) => ({ name, source }))
      : undefined);
  if (!versions) return undefined;
  return {
    ...base,
    source: '',
    output: typeof args.o === 'string' ? args.o : base.config.output,
    targets: (await targetsOf(args.targets, base)) ?? base.config.targets,
    format: typeof args.format === 'boolean' ? args.format : Boolean(base.config.format),
    versions,
  };
}

/** The versions as the flags that name them, for the commands a report suggests. */
export function versionSourceWords(versions: readonly VersionSource[]): string[] {
  return versions.flatMap(({ name, source }) => ['--source', `${name}=${String(source)}`]);
}

/** `mock --version-name <name>`: the settings with that version's source. */
export function chosenVersion<S extends CommandSettings & { versions: VersionSource[] }>(
  settings: S,
  name: string | undefined,
): S {
  const names = settings.versions.map((v) => v.name).join(', ');
  if (name === undefined)
    throw new SpecforgeError(
      'usage',
      `several versions (${names}): name the one to serve with --version-name`,
    );
  const found = settings.versions.find((v) => v.name === name);
  if (!found)
    throw new SpecforgeError(
      'usage',
      `--version-name ${name} is not one of the versions (${names})`,
    );
  return { ...settings, source: String(found.source) };
}
