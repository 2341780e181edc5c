/**
 * `specforge probe`'s limits by default, written once: the CLI applies them and quotes them
 * in its help (src/cli/commands/probe.ts). No imports.
 */
export const PROBE_DEFAULTS = {
  /** Calls at once. */
  concurrency: 4,
  /** Requests in total. */
  budget: 1000,
  /** Timeout per call, in ms. */
  callTimeoutMs: 10_000,
} as const;
