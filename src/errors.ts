/**
 * An input or usage problem that stops a command: one clear line for the user,
 * exit code 2. Thrown only at I/O edges (loader, writer, config); the pipeline
 * itself collects diagnostics instead.
 */
export class SpecforgeError extends Error {
  /** Stable code, e.g. `host-not-found`, `not-openapi`, `timeout`. */
  readonly code: string;
  /** A second line with what to try next (shown on stderr). */
  readonly hint?: string;
  readonly exitCode: 1 | 2;

  constructor(code: string, message: string, options: { hint?: string; cause?: unknown; exitCode?: 1 | 2 } = {}) {
    super(message, { cause: options.cause });
    this.name = 'SpecforgeError';
    this.code = code;
    this.hint = options.hint;
    this.exitCode = options.exitCode ?? 2;
  }
}
