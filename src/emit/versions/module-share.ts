import { createHash } from 'node:crypto';
import { posix } from 'node:path';
import type { ModuleImport, ParsedModule, Unit } from './module-parse.js';
import { onSharedSurface } from './client-surface.js';
import { isHoisted } from './relocate.js';

/**
 * Which top-level declarations of a module (validators.ts, mocks/factories.ts, …) every
 * version shares. A declaration is known by its text with the module's own top-level names
 * in it replaced by what they name (recursively): `part20` of one version and `part21` of
 * the other are the same function when their texts are, whatever the emitter numbered
 * them. Exported names stay as written. It is shared when every version has it and all it
 * refers to is shared too: the module's declarations, and the names it imports from the
 * version's other modules (types.ts: the names of shared/types.ts) — until nothing changes.
 * A cycle of declarations compares by name (conservative: renumbered cycles stay apart).
 */
export interface VersionModule {
  parsed: ParsedModule;
  /** Each unit's identity, in unit order. */
  ids: string[];
  /** Top-level name → unit index. */
  index: Map<string, number>;
  /** Import local → its import. */
  locals: Map<string, ModuleImport>;
}

/** Names a version's module shares with every version, by module path (`types.ts`). */
export type SharedNames = ReadonlyMap<string, ReadonlySet<string>>;

export function versionModule(parsed: ParsedModule): VersionModule {
  const index = new Map<string, number>();
  parsed.units.forEach((unit, i) => unit.names.forEach((name) => index.set(name, i)));
  const locals = new Map<string, ModuleImport>();
  for (const item of parsed.imports) {
    if (item.namespace !== undefined) locals.set(item.namespace, item);
    item.named.forEach((binding) => locals.set(binding.local, item));
  }
  return { parsed, ids: identities(parsed, index, locals), index, locals };
}

/**
 * Identities of the units shared by every version (fixed point). `methods`: the client paths
 * of the methods every version shares (client-surface.ts), when there is a client.
 */
export function sharedIds(
  path: string,
  modules: readonly VersionModule[],
  names: SharedNames,
  methods?: ReadonlySet<string>,
) {
  const seen = new Map<string, number>();
  modules.forEach((m) => new Set(m.ids).forEach((id) => seen.set(id, (seen.get(id) ?? 0) + 1)));
  const everywhere = [...seen].filter(([id, n]) => n === modules.length && !id.startsWith('own '));
  const shared = new Set(everywhere.map(([id]) => id));
  for (let changed = true; changed;) {
    changed = false;
    for (const m of modules)
      m.ids.forEach((id, i) => {
        if (shared.has(id) && !resolvable(path, m, i, shared, names, methods)) {
          shared.delete(id);
          changed = true;
        }
      });
  }
  return shared;
}

function resolvable(
  path: string,
  m: VersionModule,
  i: number,
  shared: ReadonlySet<string>,
  names: SharedNames,
  methods: ReadonlySet<string> | undefined,
): boolean {
  const unit = m.parsed.units[i] as Unit;
  return unit.refs.every(({ name }) => {
    const j = m.index.get(name);
    if (j !== undefined) return j === i || shared.has(m.ids[j] as string);
    const from = m.locals.get(name);
    if (from === undefined) return true; // a global, or a local of the declaration
    const target = moduleOf(path, from.specifier);
    if (target === 'global') return true;
    const exported = names.get(target) ?? new Set<string>();
    if (from.namespace === name)
      return [...unit.members].every(
        (m) => !m.startsWith(`${name}.`) || exported.has(m.slice(name.length + 1)),
      );
    const binding = from.named.find((b) => b.local === name);
    if (binding === undefined || from.opaque) return false;
    if (target === 'client.ts' && binding.imported === 'Client')
      return onSharedSurface(path, unit, methods);
    return exported.has(binding.imported);
  });
}

/** The module an import names, relative to the version's folder; `global` for a package or the hoisted runtime. */
export function moduleOf(path: string, specifier: string): string {
  if (!specifier.startsWith('.')) return 'global';
  const target = posix.normalize(posix.join(posix.dirname(path), specifier));
  return isHoisted(target) ? 'global' : target.replace(/\.js$/, '.ts');
}

function identities(
  parsed: ParsedModule,
  index: ReadonlyMap<string, number>,
  locals: ReadonlyMap<string, ModuleImport>,
): string[] {
  const { units } = parsed;
  const deps = units.map((unit, i) => [
    ...new Set(unit.refs.map((r) => index.get(r.name)).filter((j) => j !== undefined && j !== i)),
  ]) as number[][];
  const ids: string[] = [];
  const count = new Map<string, number>();
  for (const scc of components(deps)) {
    for (const i of scc) {
      const unit = units[i] as Unit;
      if (!unit.movable) {
        ids[i] = `own ${i}`;
        continue;
      }
      const text = canonical(unit, i, scc, index, ids);
      const bound = [...new Set(unit.refs.map((r) => r.name))].filter((n) => locals.has(n)).sort();
      const imports = bound.map((n) => `${n}=${(locals.get(n) as ModuleImport).specifier}`);
      const hash = createHash('sha256')
        .update(`${text}\0${imports.join('\n')}`)
        .digest('hex');
      const n = (count.get(hash) ?? 0) + 1;
      count.set(hash, n);
      ids[i] = `${hash.slice(0, 24)}#${n}`;
    }
  }
  return ids;
}

function canonical(
  unit: Unit,
  i: number,
  scc: readonly number[],
  index: ReadonlyMap<string, number>,
  ids: readonly string[],
): string {
  let text = '';
  let at = 0;
  for (const ref of [...unit.refs].sort((a, b) => a.at - b.at)) {
    const j = index.get(ref.name);
    if (j === undefined || ref.at < at) continue;
    let replacement = ref.name;
    if (j === i && !unit.exported && scc.length === 1) replacement = '\u27e8\u27e9';
    else if (!scc.includes(j)) replacement = `\u27e8${ids[j]}\u27e9`;
    text += unit.text.slice(at, ref.at) + replacement;
    at = ref.at + ref.name.length;
  }
  return text + unit.text.slice(at);
}

/** Strongly connected components (Tarjan), each after every component it depends on. */
function components(deps: readonly number[][]): number[][] {
  const order: number[][] = [];
  const low: number[] = [];
  const number: number[] = [];
  const stack: number[] = [];
  const onStack = new Set<number>();
  let next = 0;
  const visit = (v: number): void => {
    number[v] = low[v] = next++;
    stack.push(v);
    onStack.add(v);
    for (const w of deps[v] as number[]) {
      if (number[w] === undefined) {
        visit(w);
        low[v] = Math.min(low[v] as number, low[w] as number);
      } else if (onStack.has(w)) low[v] = Math.min(low[v] as number, number[w] as number);
    }
    if (low[v] !== number[v]) return;
    const scc: number[] = [];
    for (let w = -1; w !== v;) {
      w = stack.pop() as number;
      onStack.delete(w);
      scc.push(w);
    }
    order.push(scc.sort((a, b) => a - b));
  };
  deps.forEach((_, v) => number[v] === undefined && visit(v));
  return order;
}
