/**
 * `specforge mock`'s defaults, written once: the standalone mock applies them, the CLI
 * applies and quotes them in its help (src/cli/commands/mock.ts). No imports.
 */
export const MOCK_DEFAULTS = {
  /** Port on 127.0.0.1. */
  port: 4010,
  /** Seed of the generated data and ids. */
  seed: 1,
  /** Delay before every response, in ms. */
  latencyMs: 0,
  /** Share of requests answered 503. */
  faultRate: 0,
} as const;
