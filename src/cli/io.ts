import { SpecforgeError } from '../errors.js';
import { terminalSafe, terminalSafeJsonBytes } from '../util/terminal-text.js';

/**
 * Where a command's output goes. Results go to stdout; human progress, warnings and
 * colour go to stderr, and colour/progress only when stderr is a TTY, `CI` is unset
 * and `NO_COLOR` is unset.
 */
export interface CliIo {
  /**
   * Results; made terminal-safe (util/terminal-text.ts) unless `raw` (a document's own bytes).
   * `json`: the text is `JSON.stringify`'s, made safe by its bytes (`terminalSafeJsonBytes`).
   */
  out(text: string, options?: { raw?: boolean; json?: boolean }): void;
  err(text: string): void;
  /** Progress for long work: shown only on an interactive terminal outside CI, never with --quiet. */
  progress(text: string): void;
  color: boolean;
  quiet: boolean;
  verbose: boolean;
}

export function processIo(options: { quiet?: boolean; verbose?: boolean } = {}): CliIo {
  const interactive = Boolean(process.stderr.isTTY) && !process.env.CI;
  const color = interactive && !process.env.NO_COLOR;
  const quiet = Boolean(options.quiet);
  return {
    out: (text, options) => {
      if (options?.json) process.stdout.write(terminalSafeJsonBytes(line(text)));
      else process.stdout.write(line(options?.raw ? text : terminalSafe(text, color)));
    },
    err: (text) => process.stderr.write(line(terminalSafe(text, color))),
    progress: (text) => {
      if (interactive && !quiet) process.stderr.write(`${text}\n`);
    },
    color,
    quiet,
    verbose: Boolean(options.verbose),
  };
}

function line(text: string): string {
  return text.endsWith('\n') ? text : `${text}\n`;
}

/** One clear line (plus an optional hint) for any failure; the stack only with --verbose. */
export function describeFailure(
  error: unknown,
  verbose: boolean,
): { text: string; exitCode: number } {
  if (error instanceof SpecforgeError) {
    const lines = [`specforge: ${error.message}`];
    if (error.hint) lines.push(`hint: ${error.hint}`);
    if (verbose && error.stack) lines.push(error.stack);
    return { text: lines.join('\n'), exitCode: error.exitCode };
  }
  const message = error instanceof Error ? error.message : String(error);
  const lines = [`specforge: internal error: ${message.split('\n')[0]}`];
  if (verbose && error instanceof Error && error.stack) lines.push(error.stack);
  else lines.push('hint: run again with --verbose for details, and report it if it persists');
  return { text: lines.join('\n'), exitCode: 2 };
}
