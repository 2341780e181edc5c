import { SpecforgeError } from '../errors.js';
import * as BUILT_IN from './built-in.js';
import type { EmitFunction, LazyTarget, Target } from './target.js';

/**
 * The target registry: the built-in targets (`built-in.ts`, one line per folder) and a run's
 * plugins, each with the defaults of the contract filled in and ordered so that a target
 * comes after what it needs. Everything that names the targets derives from here: the
 * config checks and JSON Schema (src/config/schema.ts), the `--targets` help, `index.ts`'s
 * re-exports, the dependency resolution in `emit()` and docs/targets.md (targets-doc.ts).
 */
export type TargetName = string;

type BuiltIn = typeof BUILT_IN;
type OptionsOf<T> = T extends LazyTarget<infer Options> ? Options : never;

/** The config sections of the built-in targets that take options (`validators: { mode }`), typed. */
export type BuiltInSections = {
  [
    K in keyof BuiltIn as Record<string, unknown> extends OptionsOf<BuiltIn[K]> ? never : K
  ]?: OptionsOf<BuiltIn[K]>;
};

/**
 * A target with every optional field of the contract filled in, and its `emit` behind `load`:
 * a built-in target's emitter is imported only when a run selects it; a plugin's is at hand.
 */
export interface TargetDescriptor extends Omit<Target<object>, 'emit'> {
  readonly help: string;
  readonly needs: readonly string[];
  readonly peerDependencies: Readonly<Record<string, string>>;
  readonly files: readonly string[];
  readonly entry: 'index' | 'own';
  readonly byDefault: boolean;
  load(): Promise<EmitFunction<object>>;
}

type AnyTarget = Target<object> | LazyTarget<object>;

function described(target: AnyTarget): TargetDescriptor {
  return {
    name: target.name,
    help: target.help ?? `plugin target ${target.name}`,
    needs: target.needs ?? [],
    peerDependencies: target.peerDependencies ?? {},
    files: target.files ?? [],
    entry: target.entry ?? 'own',
    byDefault: target.byDefault ?? false,
    ...(target.options !== undefined && { options: target.options }),
    // A plugin's emit is called as its method, inside runPlugin's checks (plugin-output.ts).
    load:
      'emit' in target
        ? async () =>
            (...args) =>
              target.emit(...args)
        : () => target.load(),
  };
}

/**
 * Targets ordered by name, each after what it needs (depth first), so the order is the same
 * whichever order they were listed in. A need no target meets is left for `emit` to report.
 */
export function orderTargets(targets: readonly AnyTarget[]): TargetDescriptor[] {
  const byName = new Map(targets.map((target) => [target.name, described(target)]));
  const ordered: TargetDescriptor[] = [];
  const visit = (name: string, path: readonly string[]): void => {
    const target = byName.get(name);
    if (target === undefined || ordered.includes(target) || path.includes(name)) return;
    target.needs.forEach((need) => visit(need, [...path, name]));
    ordered.push(target);
  };
  [...byName.keys()].sort().forEach((name) => visit(name, []));
  return ordered;
}

/** The built-in targets, in registry order. */
export const TARGETS: readonly TargetDescriptor[] = orderTargets(
  Object.values(BUILT_IN) as LazyTarget<object>[],
);

export const TARGET_NAMES: readonly TargetName[] = TARGETS.map((target) => target.name);

/** The built-in targets and a run's plugins, in registry order. */
export function targetRegistry(plugins: readonly Target<object>[] = []): TargetDescriptor[] {
  const names = [...TARGET_NAMES];
  for (const plugin of plugins) {
    if (names.includes(plugin.name))
      throw new SpecforgeError(
        'plugin-invalid',
        `plugin target "${plugin.name}": that target name is taken`,
      );
    names.push(plugin.name);
  }
  return plugins.length === 0 ? [...TARGETS] : orderTargets([...TARGETS, ...plugins]);
}

/** The targets generated when none are named. */
export const DEFAULT_TARGETS: readonly TargetName[] = TARGETS.filter((t) => t.byDefault).map(
  (t) => t.name,
);

/** The `--targets` option's line: the names and the default. */
export function targetsOptionHelp(): string {
  return `Comma-separated, from ${TARGET_NAMES.join(', ')} or a config plugin's name (default: ${DEFAULT_TARGETS.join(',')})`;
}

/** The help's epilogue: one line per target, with what it needs and its peer dependencies. */
export function targetsEpilogue(): string {
  const width = TARGET_NAMES.reduce((max, name) => Math.max(max, name.length), 0);
  const lines = TARGETS.map((t) => {
    const notes = [
      ...(t.needs.length > 0 ? [`needs ${t.needs.join(', ')}`] : []),
      ...Object.keys(t.peerDependencies).map((name) => `peer dependency ${name}`),
    ];
    const suffix = notes.length > 0 ? ` (${notes.join('; ')})` : '';
    return `  ${t.name.padEnd(width)}  ${t.help}${suffix}`;
  });
  return [`Targets (default: ${DEFAULT_TARGETS.join(',')}):`, ...lines].join('\n');
}
