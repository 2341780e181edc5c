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
export function sourceOptions(y: Argv): Argv {
  return loadFlags(
    y.positional('source', {
      type: 'string',
      describe: 'Base URL (https://host), document URL, file, or - for stdin',
    }),
  );
}

/** The five load flags, the same on every command that loads a document. */
export function loadFlags(y: Argv): Argv {
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

/** The flag names `loadFlags` adds (a test checks every loading command's --help lists them). */
export const LOAD_FLAG_NAMES = ['timeout', 'header', 'insecure', 'retries', 'max-size'] as const;

/**
 * The `<source>` argument. yargs-parser reads a lone `-` as an (empty) short option, so the
 * positional arrives as `''` (typed string) or `true`: both can only mean `-`, stdin.
 */
export function sourceFromArgs(args: Record<string, unknown>, name = 'source'): string {
  const value = args[name];
  return typeof value === 'string' && value !== '' ? value : '-';
}

/** The load options the user gave as flags; the ones not given are left undefined. */
export function loadOptionsFromArgs(args: Record<string, unknown>): LoadOptions {
  const headerFlags = args.header as string[] | undefined;
  return {
    timeoutMs: positiveNumber(args.timeout, '--timeout'),
    headers: headerFlags === undefined ? undefined : parseHeaderFlags(headerFlags),
    insecure: args.insecure === undefined ? undefined : Boolean(args.insecure),
    retries: nonNegativeInteger(args.retries, '--retries'),
    maxBytes: positiveNumber(args['max-size'] ?? args.maxSize, '--max-size'),
    overlays: args.overlay === undefined ? undefined : (args.overlay as unknown[]).map(String),
  };
}

function positiveNumber(value: unknown, flag: string): number | undefined {
  if (value === undefined) return undefined;
  if (typeof value !== 'number' || !Number.isFinite(value) || value <= 0) {
    throw new SpecforgeError(
      'invalid-option',
      `${flag} must be a positive number, got ${String(value)}`,
    );
  }
  return value;
}

function nonNegativeInteger(value: unknown, flag: string): number | undefined {
  if (value === undefined) return undefined;
  if (typeof value !== 'number' || !Number.isInteger(value) || value < 0) {
    throw new SpecforgeError(
      'invalid-option',
      `${flag} must be a whole number >= 0, got ${String(value)}`,
    );
  }
  return value;
}
