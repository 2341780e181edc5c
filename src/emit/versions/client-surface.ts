import type { ModuleImport, Unit } from './module-parse.js';
import { namedImport } from './entry.js';
import { pathOf } from './client-files.js';
import { operationUnit, type Split, type VersionUnits } from './split.js';

/**
 * query.ts's declarations take the version's client, `api: Client`, and `Client` differs in
 * every version. A declaration alike in every version that calls only methods every version
 * shares (`api.job.list`, a method of `SharedMethods` in shared/client.ts) is shared all the
 * same: in shared/query.ts `Client` names `SharedMethods`, which every version's `Client`
 * extends (`Client extends …, SharedMethods & OwnMethods`), so each version's client is
 * accepted and each method has the very type it has on that client. react-query.ts stays
 * typed by the version's own `Client` (its `useApi()` must return it).
 */
const SURFACE_MODULE = 'query.ts';

/** The client paths (`job.list`) of the shared methods: those of `SharedMethods`. */
export function sharedMethodPaths(split: Split): Set<string> {
  const first = split.versions[0] as VersionUnits;
  const ops = first.model.operations.filter((op) => split.shared.has(operationUnit(op)));
  return new Set(ops.map((op) => pathOf(first, op)));
}

/** Whether a declaration of `path` may take `Client` as `SharedMethods`: every `api.…` it names is a shared method. */
export function onSharedSurface(
  path: string,
  unit: Unit,
  methods: ReadonlySet<string> | undefined,
): boolean {
  if (methods === undefined || path !== SURFACE_MODULE) return false;
  // Conservative: a mention in a comment that is not a shared method keeps the declaration apart.
  const calls = [...unit.text.matchAll(/(?<![\w$.])api((?:\.[\w$]+)+)/g)];
  return calls.every((call) => methods.has((call[1] as string).slice(1)));
}

/** The shared module's import of the client: `Client` is `SharedMethods` there. */
export function sharedImport(path: string, item: ModuleImport): ModuleImport {
  if (path !== SURFACE_MODULE || item.specifier !== './client.js' || item.opaque) return item;
  const named = item.named.map((binding) =>
    binding.imported === 'Client' ? { ...binding, imported: 'SharedMethods' } : binding,
  );
  const names = named.map(({ imported, local, type }) => {
    const alias = imported === local ? local : `${imported} as ${local}`;
    return type ? `type ${alias}` : alias;
  });
  const keyword = item.typeOnly ? 'import type' : 'import';
  return { ...item, named, text: namedImport(keyword, names, item.specifier) };
}
