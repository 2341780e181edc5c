import { posix } from 'node:path';
import { group, ifBreak, indent, join, line, printDoc } from '../shared/doc.js';
import { sharedImport } from './client-surface.js';
import { namedImport } from './entry.js';
import type { ModuleImport, Unit } from './module-parse.js';
import type { VersionModule } from './module-share.js';

/**
 * A module split between shared/<path> and each version's own copy. The shared one holds
 * the shared declarations as the first version printed them (the shared names are the first
 * version's), exporting besides its own exports the helpers a version's own declarations
 * use. Each version's module imports those under its own names (`part20 as part21`),
 * re-exports the shared exports, and keeps its own declarations in their order: its exports
 * are what they were, and no text of its own changes.
 */
export interface SplitModule {
  /** shared/<path>, still addressed as if in a version's folder; undefined when nothing is shared. */
  shared: string | undefined;
  versions: string[];
}

export function printSplit(
  path: string,
  modules: readonly VersionModule[],
  shared: ReadonlySet<string>,
  head: string,
): SplitModule {
  const first = modules[0] as VersionModule;
  const isShared = (m: VersionModule, i: number): boolean => shared.has(m.ids[i] as string);
  /** Private shared names a version uses → whether each is a type. */
  const helpers = new Map<string, boolean>();
  const versions = modules.map((m) => ownModule(path, m, first, isShared, helpers));
  const units = first.parsed.units.filter((_, i) => isShared(first, i));
  if (units.length === 0) return { shared: undefined, versions };
  const used = usedNames(units);
  const imports = first.parsed.imports.flatMap((item) => pruned(sharedImport(path, item), used));
  const tail = [false, true].flatMap((type) => {
    const names = [...helpers].filter(([, t]) => t === type).map(([name]) => name);
    return names.length === 0
      ? []
      : [printDoc(list(type ? 'export type {' : 'export {', names.sort(), '};'))];
  });
  return { shared: layout(`${head}\n`, imports, [...units.map(unitText), ...tail]), versions };
}

function ownModule(
  path: string,
  m: VersionModule,
  first: VersionModule,
  isShared: (m: VersionModule, i: number) => boolean,
  helpers: Map<string, boolean>,
): string {
  const { units } = m.parsed;
  const own = units.filter((_, i) => !isShared(m, i));
  const values: string[] = [];
  const types: string[] = [];
  for (const name of usedNames(own)) {
    const i = m.index.get(name);
    if (i === undefined || !isShared(m, i)) continue;
    const unit = units[i] as Unit;
    const firstName = sharedName(first, m.ids[i] as string, unit.names.indexOf(name));
    if (!unit.exported) helpers.set(firstName, unit.type);
    (unit.type ? types : values).push(firstName === name ? name : `${firstName} as ${name}`);
  }
  const exported = units.filter((u, i) => u.exported && isShared(m, i));
  const from = posix.relative(posix.dirname(`versions/v/${path}`), `shared/${path}`);
  const specifier = from.replace(/\.ts$/, '.js');
  const statements = [
    ...m.parsed.imports.flatMap((item) => pruned(item, usedNames(own))),
    ...named('import', values.sort(), specifier),
    ...named('import type', types.sort(), specifier),
    ...named(
      'export',
      exported.filter((u) => !u.type).flatMap((u) => u.names),
      specifier,
    ),
    ...named(
      'export type',
      exported.filter((u) => u.type).flatMap((u) => u.names),
      specifier,
    ),
  ];
  return layout(m.parsed.banner, statements, own.map(unitText));
}

function sharedName(first: VersionModule, id: string, k: number): string {
  const i = first.ids.indexOf(id);
  return (first.parsed.units[i] as Unit).names[k] as string;
}

function named(keyword: string, names: readonly string[], specifier: string): string[] {
  return names.length === 0 ? [] : [namedImport(keyword, names, specifier)];
}

function usedNames(units: readonly Unit[]): Set<string> {
  return new Set(units.flatMap((unit) => unit.refs.map((ref) => ref.name)));
}

/** The import as written, or without the names nothing uses any more, or nothing. */
function pruned(item: ModuleImport, used: ReadonlySet<string>): string[] {
  if (item.opaque) return [item.text];
  if (item.namespace !== undefined) return used.has(item.namespace) ? [item.text] : [];
  const kept = item.named.filter((binding) => used.has(binding.local));
  if (kept.length === item.named.length) return [item.text];
  const names = kept.map(({ imported, local, type }) => {
    const alias = imported === local ? local : `${imported} as ${local}`;
    return type ? `type ${alias}` : alias;
  });
  return named(item.typeOnly ? 'import type' : 'import', names, item.specifier);
}

function unitText(unit: Unit | string): string {
  return typeof unit === 'string' ? unit : unit.text;
}

function layout(banner: string, imports: readonly string[], body: readonly string[]): string {
  const top = imports.length === 0 ? banner : `${banner}${imports.join('\n')}\n`;
  return body.length === 0 ? top : `${top}\n${body.join('\n\n')}\n`;
}

function list(head: string, names: readonly string[], tail: string) {
  return group([head, indent([line, join([',', line], [...names])]), ifBreak(','), line, tail]);
}
