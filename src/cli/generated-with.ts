import type { LoadFlags } from './source-flags.js';

/** The flags `generatedWithOf` records (a subset of generate's). */
interface GeneratedWithFlags extends LoadFlags {
  targets?: string;
  config?: string;
  format?: boolean;
}

/**
 * The flags of a `generate` run that shape what it writes or how it reads the source, as
 * the lock records them (`generatedWith`) so that `check` suggests the same command.
 * A lock is committed and shared: every `--header` value is recorded as `REDACTED` (a
 * header is how a credential travels; the lock's `source` has its URL's credential-looking
 * query values redacted already). `--force`, `--verify` and output flags are left out.
 */
export function generatedWithOf(args: GeneratedWithFlags): string[] {
  const flags: string[] = [];
  const value = (flag: string, given: string | number | undefined): void => {
    if (given !== undefined) flags.push(flag, String(given));
  };
  value('--targets', args.targets);
  value('--config', args.config);
  for (const overlay of args.overlay ?? []) value('--overlay', overlay);
  for (const header of args.header ?? []) flags.push('--header', redactedHeader(header));
  if (args.format === true) flags.push('--format');
  if (args.insecure === true) flags.push('--insecure');
  value('--timeout', args.timeout);
  value('--retries', args.retries);
  value('--max-size', args['max-size']);
  return flags;
}

function redactedHeader(flag: string): string {
  const colon = flag.indexOf(':');
  return `${colon > 0 ? flag.slice(0, colon).trim() : 'Header'}: REDACTED`;
}

/** The flags as a shell would need them typed: quoted where a character asks for it. */
export function shellWords(words: readonly string[]): string {
  return words
    .map((word) => (/^[\w@%+=:,./-]+$/.test(word) ? word : `'${word.replace(/'/g, `'\\''`)}'`))
    .join(' ');
}
