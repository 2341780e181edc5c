import type { Argv } from 'yargs';
import { SpecforgeError } from '../errors.js';
import { parseHeaderFlags } from '../loader/headers.js';
import { DEFAULT_MAX_BYTES, DEFAULT_RETRIES, DEFAULT_TIMEOUT_MS } from '../loader/defaults.js';
import type { LoadOptions } from '../loader/types.js';

/**
 * The flags every command that reads a `<source>` shares: add them with
 * `sourceOptions(y)` (or `loadFlags(y)` where the sources are other positionals, as in
 * `diff <old> <new>`), read them through `settings.ts`. No yargs defaults: a flag the user
 * did not give stays undefined, so a config file's value can apply; `loadDocument`
 * supplies the defaults named here. Type-only yargs import: no yargs at run time here.
 */
export function sourceOptions<T>(y: Argv<T>) {
  return loadFlags(
    y.positional('source', {
      type: 'string',
      describe: 'Base URL (https://host), document URL, file, or - for stdin',
    }),
  );
}

/** The five load flags, the same on every command that loads a document. */
export function loadFlags<T>(y: Argv<T>) {
  return y
    .option('timeout', {
      type: 'number',
      describe: `HTTP timeout per attempt, in ms (default ${DEFAULT_TIMEOUT_MS})`,
    })
    .option('header', {
      type: 'string',
      array: true,
      describe: "Extra HTTP header 'Name: value' (repeatable)",
    })
    .option('insecure', {
      type: 'boolean',
      describe: 'Accept self-signed TLS certificates (internal installations)',
    })
    .option('retries', {
      type: 'number',
      describe: `Retries on network errors, 5xx and 429 (default ${DEFAULT_RETRIES})`,
    })
    .option('max-size', {
      type: 'number',
      describe: `Largest document accepted, in bytes (default ${DEFAULT_MAX_BYTES / 2 ** 20} MB)`,
    })
    .option('overlay', {
      type: 'string',
      array: true,
      describe: 'OpenAPI Overlay 1.0 file applied to the document first (repeatable, in order)',
    });
}

/** What `loadFlags` declares, as `loadOptionsFromArgs` reads it (undefined: not given). */
export interface LoadFlags {
  timeout?: number;
  header?: string[];
  insecure?: boolean;
  retries?: number;
  'max-size'?: number;
  overlay?: string[];
}

/** The flag names `loadFlags` adds (a test checks every loading command's --help lists them). */
export const LOAD_FLAG_NAMES = ['timeout', 'header', 'insecure', 'retries', 'max-size'] as const;

/**
 * A `<source>` argument (`source`, or diff's `old` and `new`). yargs-parser reads a lone `-`
 * as an (empty) short option, so the positional arrives as `''` or `true` (whatever yargs'
 * types say): both can only mean `-`, stdin.
 */
export function sourceFromArgs(value: string | boolean | undefined): string {
  return typeof value === 'string' && value !== '' ? value : '-';
}

/** The load options the user gave as flags; the ones not given are left undefined. */
export function loadOptionsFromArgs(args: LoadFlags): LoadOptions {
  return {
    timeoutMs: positiveNumber(args.timeout, '--timeout'),
    headers: args.header === undefined ? undefined : parseHeaderFlags(args.header),
    insecure: args.insecure,
    retries: nonNegativeInteger(args.retries, '--retries'),
    maxBytes: positiveNumber(args['max-size'], '--max-size'),
    overlays: args.overlay,
  };
}

/** yargs makes `--timeout abc` NaN, which a `number` type lets through: checked here. */
function positiveNumber(value: number | undefined, flag: string): number | undefined {
  if (value === undefined) return undefined;
  if (!Number.isFinite(value) || value <= 0) {
    throw new SpecforgeError(
      'invalid-option',
      `${flag} must be a positive number, got ${String(value)}`,
    );
  }
  return value;
}

function nonNegativeInteger(value: number | undefined, flag: string): number | undefined {
  if (value === undefined) return undefined;
  if (!Number.isInteger(value) || value < 0) {
    throw new SpecforgeError(
      'invalid-option',
      `${flag} must be a whole number >= 0, got ${String(value)}`,
    );
  }
  return value;
}
