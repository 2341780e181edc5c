/** Options every emitter receives (from the CLI, the config file or a test). */
export interface EmitOptions {
  /** Written into every banner. */
  specforgeVersion: string;
  /** The targets being generated together (so `index.ts` re-exports what exists). */
  targets: readonly string[];
}
