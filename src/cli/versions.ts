import { SpecforgeError } from '../errors.js';
import type { VersionSource } from '../api/versions.js';
import { parseTargets, sourceSettings, type CommandSettings } from './settings.js';

/**
 * Several versions of the document (docs/versions.md): `--source NAME=<source>`, repeated,
 * or the config's `"versions"` when no source is given on the command line. yargs gathers
 * the flags under `source`, like the positional `[source]`, so a value is a version when it
 * reads `NAME=<source>` (a file whose name looks like that is written `./1.0=x.json`).
 */
const NAMED = /^([A-Za-z0-9][A-Za-z0-9._-]{0,39})=(.+)$/s;

export function versionFlags(args: Record<string, unknown>): VersionSource[] | undefined {
  const values = args.source === undefined ? [] : [args.source].flat();
  const named = values.flatMap((value) => {
    const match = typeof value === 'string' ? NAMED.exec(value) : null;
    return match ? [{ name: match[1] as string, source: match[2] as string }] : [];
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
      'a plain <source> cannot be mixed with --source NAME=<source>',
    );
  const seen = new Set<string>();
  for (const { name } of named) {
    if (seen.has(name)) throw new SpecforgeError('usage', `version ${name} is given twice`);
    seen.add(name);
  }
  return named;
}

/**
 * The settings of a multi-version run, or `undefined` for a single source (then the
 * caller takes the usual `commandSettings`).
 */
export async function versionSettings(
  args: Record<string, unknown>,
): Promise<(CommandSettings & { versions: VersionSource[] }) | undefined> {
  const flags = versionFlags(args);
  if (!flags && args.source !== undefined) return undefined;
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
    targets: parseTargets(args.targets) ?? base.config.targets,
    format: typeof args.format === 'boolean' ? args.format : Boolean(base.config.format),
    versions,
  };
}
