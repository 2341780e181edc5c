import { SpecforgeError } from '../errors.js';
import type { ApiModel, GeneratedFile } from '../ir/types.js';
import { OUTPUT_LOCK_NAME } from '../ir/generated-file.js';
import { emitEntry } from './shared/entry.js';
import { banner } from './shared/banner.js';
import type { EmitOptions, EmitOutput, EmitSettings } from './shared/options.js';
import { runPlugin } from './plugin-output.js';
import type { EmitContext, EmitFunction } from './target.js';
import {
  DEFAULT_TARGETS,
  TARGET_NAMES,
  targetRegistry,
  type TargetDescriptor,
  type TargetName,
} from './targets.js';

/**
 * Runs the targets: each is pure, `(model, options, context) → files + diagnostics`
 * (target.ts); `emit` runs the requested ones and what they need (built in or plugins, in
 * registry order), adds `index.ts`, and returns the files sorted by path with the targets'
 * diagnostics.
 */
export type { TargetName, EmitSettings };

type EmitRequest = { targets: readonly TargetName[]; specforgeVersion: string } & EmitSettings;

/** The targets generated when none are named (the `--targets` default). */
export function availableTargets(): TargetName[] {
  return [...DEFAULT_TARGETS];
}

/** The requested targets plus what they need, in registry order; an unknown name is exit 2. */
export function resolveTargets(
  requested: readonly TargetName[],
  registry: readonly TargetDescriptor[] = targetRegistry(),
): TargetDescriptor[] {
  const wanted = new Set<TargetName>();
  const add = (name: TargetName, by?: string): void => {
    if (wanted.has(name)) return;
    const target = registry.find((t) => t.name === name);
    if (target === undefined) throw unknownTarget(name, registry, by);
    wanted.add(name);
    target.needs.forEach((need) => add(need, name));
  };
  requested.forEach((name) => add(name));
  return registry.filter((target) => wanted.has(target.name));
}

function unknownTarget(name: string, registry: readonly TargetDescriptor[], by?: string) {
  const choices = registry.map((t) => t.name).join(', ');
  const what = by === undefined ? '' : ` (needed by ${by})`;
  return new SpecforgeError(
    'unknown-target',
    `unknown target ${JSON.stringify(name)}${what}; choose from ${choices}`,
  );
}

/** The files of the targets (see `emitTargets`). */
export async function emit(model: ApiModel, options: EmitRequest): Promise<GeneratedFile[]> {
  return (await emitTargets(model, options)).files;
}

/**
 * The targets' files, sorted by path, and their diagnostics (in target order). Async only to
 * load the selected targets' emitters (a run of `types,client` never imports the mocks');
 * the targets themselves run synchronously, one after the other.
 */
export async function emitTargets(model: ApiModel, options: EmitRequest): Promise<EmitOutput> {
  const targets = resolveTargets(options.targets, targetRegistry(options.plugins));
  const emitters = await Promise.all(targets.map((target) => target.load()));
  const emitOptions: EmitOptions = {
    specforgeVersion: options.specforgeVersion,
    targets: targets.map((t) => t.name),
    ...(options.templates && { templates: options.templates }),
  };
  const context: EmitContext = { ...emitOptions, banner: banner(model, emitOptions) };
  const outputs = targets.map((target, index) => {
    const own = options.targetOptions?.[target.name] ?? {};
    const emit = emitters[index] as EmitFunction<object>;
    if (TARGET_NAMES.includes(target.name)) {
      const { files, diagnostics = [] } = emit(model, own, context);
      return { target: target.name, files, diagnostics };
    }
    return { target: target.name, ...runPlugin({ name: target.name, emit }, model, own, context) };
  });
  const entry = { target: 'index', files: emitEntry(model, emitOptions, targets), diagnostics: [] };
  return {
    files: mergeFiles([...outputs, entry]),
    diagnostics: outputs.flatMap((o) => o.diagnostics),
  };
}

/**
 * One file per path, sorted. Two built-in targets may ship the same runtime file (they must
 * agree byte for byte); a plugin may not write a path another target writes, nor the lock.
 */
function mergeFiles(outputs: readonly { target: string; files: readonly GeneratedFile[] }[]) {
  const files = new Map<string, { target: string; file: GeneratedFile }>();
  for (const { target, files: own } of outputs) {
    for (const file of own) {
      const existing = files.get(file.path);
      const plugin = !TARGET_NAMES.includes(target) && target !== 'index';
      if (plugin && (existing || file.path === OUTPUT_LOCK_NAME)) {
        const owner = existing ? `target ${existing.target}` : 'specforge';
        throw new SpecforgeError(
          'plugin-failed',
          `plugin target "${target}" wrote ${file.path}, which ${owner} writes`,
        );
      }
      if (existing && existing.file.contents !== file.contents) {
        throw new Error(`specforge: two targets wrote different ${file.path}`);
      }
      files.set(file.path, { target, file });
    }
  }
  return [...files.values()]
    .map((entry) => entry.file)
    .sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));
}

export type { EmitOptions, EmitOutput } from './shared/options.js';
export { defineTarget, type Target } from './target.js';
