/**
 * The loader's defaults, written once: the loader applies them and the CLI's help quotes
 * them (src/cli/source-flags.ts). No imports, so the help loads nothing else.
 */
export const DEFAULT_TIMEOUT_MS = 30_000;
export const DEFAULT_MAX_BYTES = 50 * 1024 * 1024;
export const DEFAULT_RETRIES = 2;
