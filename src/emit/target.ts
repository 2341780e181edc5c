import type { ApiModel, Diagnostic } from '../ir/types.js';
import type { TemplateOverrides } from './render.js';

/**
 * The one contract of a target, built in or the user's own (docs/plugins.md): a name, what
 * it needs, the schema of its config section, and `emit`, a pure function of the model.
 * `defineTarget` is an identity helper that only gives an author the types.
 */

/** A JSON Schema (draft-07 subset; src/config/json-schema.ts lists what is read). */
export type JsonSchema = Readonly<Record<string, unknown>>;

/** One file a target writes, relative to the output directory (`/`-separated, inside it). */
export interface TargetFile {
  path: string;
  contents: string;
}

export interface TargetOutput {
  files: TargetFile[];
  /** What it left out or cannot do for this model; joins `generate`'s warnings. */
  diagnostics?: Diagnostic[];
}

/** What every target is told besides its own options: the same for all targets of a run. */
export interface EmitContext {
  /** Written into every banner. */
  specforgeVersion: string;
  /** Every target of this run (so one target can tell what exists beside it). */
  targets: readonly string[];
  /** The banner of this run (the user's `banner.hbs` when the config names a templates folder). */
  banner: string;
  /** The user's template overrides (config `templates`), by template name. */
  templates?: TemplateOverrides;
}

export interface Target<Options extends object = Record<string, unknown>> {
  /** What `--targets` and the config's `targets` call it; also its config section's key. */
  readonly name: string;
  /** One line for `--targets` help and docs/targets.md. */
  readonly help?: string;
  /** Targets whose files this one imports (generated with it). */
  readonly needs?: readonly string[];
  /** Packages the generated files import: the consuming project installs them. */
  readonly peerDependencies?: Readonly<Record<string, string>>;
  /** What it writes, relative to the output directory (a folder ends in `/`). */
  readonly files?: readonly string[];
  /**
   * `index`: re-exported by the generated `index.ts`. `own` (the default): imported from its
   * own entry (`files[0]`), never from `index.ts`, so a production bundle leaves it out.
   */
  readonly entry?: 'index' | 'own';
  /** Generated when no targets are named (default false). */
  readonly byDefault?: boolean;
  /** The JSON Schema of its config section (`"<name>": { … }`); joins the config's checks. */
  readonly options?: JsonSchema;
  emit(model: ApiModel, options: Options, context: EmitContext): TargetOutput;
}

/** What a target runs: `(model, options, context) → files + diagnostics`. */
export type EmitFunction<Options extends object = Record<string, unknown>> =
  Target<Options>['emit'];

/**
 * A built-in target as its folder's `definition.ts` declares it: the contract's facts, cheap
 * to import (the registry, the config's schema, `--help` and `check` read only these), and
 * `load`, which imports the folder's emitter only when a run selects the target.
 */
export interface LazyTarget<Options extends object = Record<string, unknown>> extends Omit<
  Target<Options>,
  'emit'
> {
  load(): Promise<EmitFunction<Options>>;
}

/** Identity, as `defineTarget`, for a built-in target's `definition.ts`. */
export function defineLazyTarget<Options extends object = Record<string, unknown>>(
  target: LazyTarget<Options>,
): LazyTarget<Options> {
  return target;
}

/** Identity: `export default defineTarget({ name, emit })` gets the contract's types. */
export function defineTarget<Options extends object = Record<string, unknown>>(
  target: Target<Options>,
): Target<Options> {
  return target;
}
