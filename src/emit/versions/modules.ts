import type { GeneratedFile } from '../../ir/types.js';
import { parseModule } from './module-parse.js';
import { printSplit, type SplitModule } from './module-print.js';
import { moduleOf, sharedIds, versionModule, type VersionModule } from './module-share.js';
import { isHoisted } from './relocate.js';

/**
 * The per-version modules that are not split by the model (types.ts, client.ts are, in
 * types-files.ts and client-files.ts) split by their text instead: validators.ts, enums.ts,
 * the mocks' factories and handlers, query, zod … (module-share.ts says what is shared,
 * module-print.ts prints both halves). A module is compared only when every version has
 * it; entries (`index.ts`) stay whole. Modules are taken in import order, so a declaration
 * can be shared only when what it imports from another version module is shared there;
 * query.ts's `api: Client` is typed by the shared methods when it calls only those
 * (`methods`, client-surface.ts).
 */
export function shareModules(
  versionFiles: readonly (readonly GeneratedFile[])[],
  typesShared: ReadonlySet<string>,
  head: string,
  methods?: ReadonlySet<string>,
): Map<string, SplitModule> {
  const parsed = candidates(versionFiles);
  const names = new Map<string, ReadonlySet<string>>([['types.ts', typesShared]]);
  const result = new Map<string, SplitModule>();
  for (const path of importOrder(parsed)) {
    const modules = parsed.get(path) as VersionModule[];
    const shared = sharedIds(path, modules, names, methods);
    const first = modules[0] as VersionModule;
    const exported = first.parsed.units.filter(
      (u, i) => u.exported && shared.has(first.ids[i] as string),
    );
    names.set(path, new Set(exported.flatMap((u) => u.names)));
    result.set(path, printSplit(path, modules, shared, head));
  }
  return result;
}

function candidates(versionFiles: readonly (readonly GeneratedFile[])[]) {
  const parsed = new Map<string, VersionModule[]>();
  const [first = [], ...rest] = versionFiles;
  for (const file of first) {
    if (!splittable(file.path)) continue;
    const copies = [file, ...rest.map((files) => files.find((f) => f.path === file.path))];
    if (copies.some((copy) => copy === undefined)) continue;
    const modules = copies.map((copy) => parseModule(file.path, (copy as GeneratedFile).contents));
    if (modules.every((m) => m !== undefined)) parsed.set(file.path, modules.map(versionModule));
  }
  return parsed;
}

function splittable(path: string): boolean {
  if (!path.endsWith('.ts') || isHoisted(path)) return false;
  // Split by the model instead: types-files.ts, client-files.ts, mock-*-files.ts.
  const byModel = ['types.ts', 'client.ts', 'mocks/data.ts', 'mocks/operations.ts'];
  return !byModel.includes(path) && !/(^|\/)index\.ts$/.test(path);
}

/** Each module after the modules it imports (a cycle is cut where it is met). */
function importOrder(parsed: ReadonlyMap<string, readonly VersionModule[]>): string[] {
  const order: string[] = [];
  const visiting = new Set<string>();
  const visit = (path: string): void => {
    if (order.includes(path) || visiting.has(path) || !parsed.has(path)) return;
    visiting.add(path);
    const first = (parsed.get(path) as VersionModule[])[0] as VersionModule;
    first.parsed.imports.forEach((item) => visit(moduleOf(path, item.specifier)));
    order.push(path);
  };
  [...parsed.keys()].sort().forEach(visit);
  return order;
}
