import type { ApiModel } from '../ir/types.js';
import type { LoadedDocument } from '../loader/types.js';
import type { TargetName } from '../emit/targets.js';
import type { VersionsInput } from '../emit/versions/input.js';
import { SpecforgeError } from '../errors.js';
import { loadModel, refuseIgnoredOptions } from './pipeline.js';
import type { ModelOptions } from './index.js';

/**
 * The front of `generate` and `check` for several versions of the document (`--source
 * 1.0=… --source 2.0=…`, the config's `"versions"`): each source loaded and normalised as a
 * single one is, the operations they agree on (the diff's structural layer), each
 * document's operation fingerprints, then the multi-version emitter and lock.
 */
export interface VersionSource {
  /** The version's name in types and at run time (`api.version`). */
  name: string;
  source: string | LoadedDocument;
}

export interface LoadedVersionModel {
  name: string;
  loaded: LoadedDocument;
  model: ApiModel;
}

/** A version name is a folder and a string literal: letters, digits, `.`, `_`, `-`. */
const VERSION_NAME = /^[A-Za-z0-9][A-Za-z0-9._-]{0,39}$/;

export function checkVersionNames(names: readonly string[]): void {
  if (names.length === 0) throw new SpecforgeError('usage', 'no versions given');
  const ids = new Map<string, string>();
  for (const name of names) {
    if (!VERSION_NAME.test(name) || name.includes('..'))
      throw new SpecforgeError(
        'usage',
        `version name ${JSON.stringify(name)} must start with a letter or digit and hold only letters, digits, ".", "_" and "-" (at most 40)`,
      );
    const id = name.replace(/[^A-Za-z0-9_]/g, '_');
    const clash = ids.get(id);
    if (clash !== undefined)
      throw new SpecforgeError(
        'usage',
        `version names ${JSON.stringify(clash)} and ${JSON.stringify(name)} are the same in identifiers (${id})`,
      );
    ids.set(id, name);
  }
}

export async function loadVersions(
  sources: readonly VersionSource[],
  options: ModelOptions & { targets: readonly TargetName[] },
): Promise<LoadedVersionModel[]> {
  checkVersionNames(sources.map((s) => s.name));
  const queries = options.targets.includes('query');
  const out: LoadedVersionModel[] = [];
  for (const { name, source } of sources) {
    const { loaded, model } = await loadModel(source, { ...options, queries });
    refuseIgnoredOptions(model);
    out.push({ name, loaded, model });
  }
  return out;
}

/** What the emitter needs besides the models: fingerprints and the agreed operations. */
export async function versionsInput(
  versions: readonly LoadedVersionModel[],
): Promise<VersionsInput> {
  const [{ agreedOperations }, { operationFingerprints }] = await Promise.all([
    import('../diff/agree.js'),
    import('../emit/versions/fingerprints.js'),
  ]);
  return {
    versions: versions.map(({ name, model, loaded }) => ({
      name,
      model,
      fingerprints: operationFingerprints(loaded.document),
    })),
    common: agreedOperations(versions.map((v) => v.model)),
  };
}
