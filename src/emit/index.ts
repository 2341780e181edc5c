import { TARGET_NAMES, type TargetName } from '../config/types.js';
import type { ApiModel, GeneratedFile } from '../ir/types.js';
import { emitTypes } from './types/index.js';
import { emitClient } from './client/index.js';
import { emitMocks } from './mocks/index.js';
import { emitValidators } from './validators/index.js';
import { emitEntry } from './shared/entry.js';
import type { EmitOptions } from './shared/options.js';

/**
 * The target registry: one line per target. Each emitter is pure,
 * `(model, options) → files`; `emit` runs the requested ones (and what they need),
 * adds `index.ts`, and returns the files sorted by path.
 */
export type { TargetName };

export type Emitter = (model: ApiModel, options: EmitOptions) => GeneratedFile[];

export interface Target {
  emit: Emitter;
  /** Targets whose files this one imports. */
  needs: TargetName[];
}

export const targets: Partial<Record<TargetName, Target>> = {
  types: { emit: emitTypes, needs: [] },
  client: { emit: emitClient, needs: ['types'] },
  validators: { emit: emitValidators, needs: ['types'] },
  mocks: { emit: emitMocks, needs: [] },
};

export const allTargetNames: readonly TargetName[] = TARGET_NAMES;

/** Every target that exists in this build, in registry order (the `--targets` default). */
export function availableTargets(): TargetName[] {
  return allTargetNames.filter((name) => targets[name] !== undefined);
}

/** The requested targets plus what they need, in registry order. */
export function resolveTargets(requested: readonly TargetName[]): TargetName[] {
  const wanted = new Set<TargetName>();
  const add = (name: TargetName): void => {
    if (wanted.has(name)) return;
    const target = targets[name];
    if (!target) throw new Error(`specforge: target ${name} is not available`);
    wanted.add(name);
    target.needs.forEach(add);
  };
  requested.forEach(add);
  return allTargetNames.filter((name) => wanted.has(name));
}

export function emit(
  model: ApiModel,
  options: { targets: readonly TargetName[]; specforgeVersion: string },
): GeneratedFile[] {
  const names = resolveTargets(options.targets);
  const emitOptions: EmitOptions = { specforgeVersion: options.specforgeVersion, targets: names };
  const files = new Map<string, GeneratedFile>();
  const generated = names.flatMap((name) => (targets[name] as Target).emit(model, emitOptions));
  for (const file of [...generated, ...emitEntry(model, emitOptions)]) {
    const existing = files.get(file.path);
    // Two targets may ship the same runtime file; they must agree byte for byte.
    if (existing && existing.contents !== file.contents) {
      throw new Error(`specforge: two targets wrote different ${file.path}`);
    }
    files.set(file.path, file);
  }
  return [...files.values()].sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));
}

export type { EmitOptions } from './shared/options.js';
