import type { Diagnostic, GeneratedFile } from '../../ir/types.js';
import type { TemplateOverrides } from '../render.js';
import type { Target } from '../target.js';

/** What the config file (or the API's caller) contributes to emitting. */
export interface EmitSettings {
  /** Each target's config section, by target name (`validators: { mode }`, a plugin's own). */
  targetOptions?: Readonly<Record<string, object>>;
  /** Targets from outside specforge: the config's `plugins`, or given to the API. */
  plugins?: readonly Target<object>[];
  /** The user's template overrides (config `templates`; `readTemplates`). */
  templates?: TemplateOverrides;
}

/** Options every built-in emitter receives (from `emitTargets` or a test). */
export interface EmitOptions {
  /** Written into every banner. */
  specforgeVersion: string;
  /** The targets being generated together (so `index.ts` re-exports what exists). */
  targets: readonly string[];
  /** The user's template overrides, by template name (config `templates`). */
  templates?: TemplateOverrides;
  /** `validators.mode`: the generated validators' mode when a call names none (default `strict`). */
  validatorMode?: 'strict' | 'lenient';
}

/**
 * What every emitter returns: its files, and what it had to leave out or cannot do for
 * this model (a format it does not check, a pattern the mock engine cannot sample) as
 * diagnostics, which join the model's in `generate`'s count and `inspect`'s list.
 */
export interface EmitOutput {
  files: GeneratedFile[];
  diagnostics: Diagnostic[];
}
