/**
 * The target registry: one descriptor per target, and everything else derives from it —
 * `TARGET_NAMES` and the config checks, the `--targets` help, `index.ts`'s re-exports, the
 * dependency resolution in `emit()`, the config JSON Schema's `targets` (src/config/schema.ts)
 * and `docs/targets.md` (targets-doc.ts). Data only, with no imports, so that the CLI (which
 * reads it for help text at start-up) and the config can load it cheaply; the emitter
 * functions are bound by name in `src/emit/index.ts` (a `Record<TargetName, Emitter>`: the
 * compiler asks for the line).
 */
export interface TargetDescriptor {
  readonly name: string;
  /** One line for `--targets` help and docs/targets.md. */
  readonly help: string;
  /** Targets whose files this one imports (generated with it). */
  readonly needs: readonly string[];
  /** Packages the generated files import: the consuming project installs them. */
  readonly peerDependencies: Readonly<Record<string, string>>;
  /** What it writes, relative to the output directory (a folder ends in `/`). */
  readonly files: readonly string[];
  /**
   * `index`: re-exported by the generated `index.ts`. `own`: imported from its own
   * entry (`files[0]`), never from `index.ts`, so a production bundle leaves it out.
   */
  readonly entry: 'index' | 'own';
  /** Generated when no targets are named (opt-in targets need a peer dependency most projects lack). */
  readonly byDefault: boolean;
  /**
   * Its section of specforge.config.json. The section's schema is in
   * src/config/target-sections.ts (TypeBox, loaded with the config only: this file stays
   * data, cheap to import at start-up); the compiler asks for it there.
   */
  readonly options?: { readonly key: string };
}

export const TARGETS = [
  {
    name: 'types',
    help: 'TypeScript types for every schema and operation',
    needs: [],
    peerDependencies: {},
    files: ['types.ts', 'enums.ts'],
    entry: 'index',
    byDefault: true,
  },
  {
    name: 'client',
    help: 'a fetch client: login exchange, envelope, typed methods and request()',
    needs: ['types'],
    peerDependencies: {},
    files: ['client.ts', 'runtime/'],
    entry: 'index',
    byDefault: true,
  },
  {
    name: 'validators',
    help: 'runtime validators and type guards for schemas and operations',
    needs: ['types'],
    peerDependencies: {},
    files: ['validators.ts', 'runtime/'],
    entry: 'index',
    byDefault: true,
    options: { key: 'validators' },
  },
  {
    name: 'mocks',
    help: 'MSW handlers backed by a stateful mock installation',
    needs: ['validators'],
    peerDependencies: { msw: '^2.0.0' },
    files: ['mocks/index.ts', 'mocks/'],
    entry: 'own',
    byDefault: true,
  },
  {
    name: 'query',
    help: 'TanStack Query v5 options, key factory, invalidation map and polling',
    needs: ['client'],
    peerDependencies: { '@tanstack/query-core': '^5.90.0' },
    files: ['query.ts', 'runtime/query.ts'],
    entry: 'own',
    byDefault: false,
    options: { key: 'query' },
  },
  {
    name: 'react-query',
    help: 'React hooks over the query options; a write invalidates what it changes',
    needs: ['query'],
    peerDependencies: { '@tanstack/react-query': '^5.90.0', react: '>=18' },
    files: ['react-query.ts', 'runtime/react-query.ts'],
    entry: 'own',
    byDefault: false,
  },
] as const satisfies readonly TargetDescriptor[];

export type TargetName = (typeof TARGETS)[number]['name'];

export const TARGET_NAMES: readonly TargetName[] = TARGETS.map((target) => target.name);

type WithOptions = Extract<(typeof TARGETS)[number], { options: unknown }>;

/** The names of the config sections the targets define. */
export type TargetSectionKey = WithOptions['options']['key'];

export function targetDescriptor(name: TargetName): TargetDescriptor {
  return TARGETS.find((target) => target.name === name) as TargetDescriptor;
}

/** The targets generated when none are named. */
export const DEFAULT_TARGETS: readonly TargetName[] = TARGETS.filter((t) => t.byDefault).map(
  (t) => t.name,
);

/** The `--targets` option's line: the names and the default. */
export function targetsOptionHelp(): string {
  return `Comma-separated, from ${TARGET_NAMES.join(', ')} (default: ${DEFAULT_TARGETS.join(',')})`;
}

/** The help's epilogue: one line per target, with what it needs and its peer dependencies. */
export function targetsEpilogue(): string {
  const width = TARGET_NAMES.reduce((max, name) => Math.max(max, name.length), 0);
  const lines = (TARGETS as readonly TargetDescriptor[]).map((t) => {
    const notes = [
      ...(t.needs.length > 0 ? [`needs ${t.needs.join(', ')}`] : []),
      ...Object.keys(t.peerDependencies).map((name) => `peer dependency ${name}`),
    ];
    const suffix = notes.length > 0 ? ` (${notes.join('; ')})` : '';
    return `  ${t.name.padEnd(width)}  ${t.help}${suffix}`;
  });
  return [`Targets (default: ${DEFAULT_TARGETS.join(',')}):`, ...lines].join('\n');
}
