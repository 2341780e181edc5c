import type { Diagnostic, GeneratedFile } from '../../ir/types.js';

/** What the config file's target sections contribute to emitting. */
export interface EmitSettings {
  /** `validators.mode`: the generated validators' mode when a call names none (default `strict`). */
  validatorMode?: 'strict' | 'lenient';
}

/** Options every emitter receives (from the CLI, the config file or a test). */
export interface EmitOptions extends EmitSettings {
  /** Written into every banner. */
  specforgeVersion: string;
  /** The targets being generated together (so `index.ts` re-exports what exists). */
  targets: readonly string[];
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
