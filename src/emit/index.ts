import type { ApiModel, GeneratedFile } from '../ir/types.js';
import { emitTypes } from './types/index.js';
import { emitClient } from './client/index.js';
import { emitMocks } from './mocks/index.js';
import { emitQuery } from './query/index.js';
import { emitReactQuery } from './react-query/index.js';
import { emitValidators } from './validators/index.js';
import { emitEntry } from './shared/entry.js';
import type { EmitOptions, EmitOutput, EmitSettings } from './shared/options.js';
import { DEFAULT_TARGETS, TARGET_NAMES, targetDescriptor, type TargetName } from './targets.js';

/**
 * Runs the targets: each emitter is pure, `(model, options) → files + diagnostics`;
 * `emit` runs the requested ones (and what they need, from the descriptors in
 * `targets.ts`), adds `index.ts`, and returns the files sorted by path with the
 * emitters' diagnostics.
 */
export type { TargetName, EmitSettings };

export type Emitter = (model: ApiModel, options: EmitOptions) => EmitOutput;

/** An emitter that never leaves anything out of its files (no diagnostics). */
const filesOnly =
  (emitFiles: (model: ApiModel, options: EmitOptions) => GeneratedFile[]): Emitter =>
  (model, options) => ({ files: emitFiles(model, options), diagnostics: [] });

/** The emitter of each target in `targets.ts`. */
const emitters: Record<TargetName, Emitter> = {
  types: filesOnly(emitTypes),
  client: filesOnly(emitClient),
  validators: emitValidators,
  mocks: emitMocks,
  query: filesOnly(emitQuery),
  'react-query': filesOnly(emitReactQuery),
};

/** The targets generated when none are named (the `--targets` default). */
export function availableTargets(): TargetName[] {
  return [...DEFAULT_TARGETS];
}

/** The requested targets plus what they need, in registry order. */
export function resolveTargets(requested: readonly TargetName[]): TargetName[] {
  const wanted = new Set<TargetName>();
  const add = (name: TargetName): void => {
    if (wanted.has(name)) return;
    wanted.add(name);
    (targetDescriptor(name).needs as readonly TargetName[]).forEach(add);
  };
  requested.forEach(add);
  return TARGET_NAMES.filter((name) => wanted.has(name));
}

/** The files of the targets (see `emitTargets`). */
export function emit(
  model: ApiModel,
  options: { targets: readonly TargetName[]; specforgeVersion: string } & EmitSettings,
): GeneratedFile[] {
  return emitTargets(model, options).files;
}

/** The targets' files, sorted by path, and their emitters' diagnostics (in target order). */
export function emitTargets(
  model: ApiModel,
  options: { targets: readonly TargetName[]; specforgeVersion: string } & EmitSettings,
): EmitOutput {
  const names = resolveTargets(options.targets);
  const emitOptions: EmitOptions = { ...options, targets: names };
  const outputs = names.map((name) => emitters[name](model, emitOptions));
  const files = new Map<string, GeneratedFile>();
  for (const file of [...outputs.flatMap((o) => o.files), ...emitEntry(model, emitOptions)]) {
    const existing = files.get(file.path);
    // Two targets may ship the same runtime file; they must agree byte for byte.
    if (existing && existing.contents !== file.contents) {
      throw new Error(`specforge: two targets wrote different ${file.path}`);
    }
    files.set(file.path, file);
  }
  return {
    files: [...files.values()].sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0)),
    diagnostics: outputs.flatMap((o) => o.diagnostics),
  };
}

export type { EmitOptions, EmitOutput } from './shared/options.js';
