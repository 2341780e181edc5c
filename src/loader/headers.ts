import { SpecforgeError } from '../errors.js';

const TOKEN = /^[!#$%&'*+.^_`|~0-9A-Za-z-]+$/;

/**
 * Turns repeated `--header 'Name: value'` flags into a header record. A later flag with
 * the same name (case-insensitive) replaces an earlier one.
 */
export function parseHeaderFlags(
  flags: readonly string[] | string | undefined,
): Record<string, string> {
  const list: readonly string[] = flags === undefined ? [] : typeof flags === 'string' ? [flags] : flags;
  const headers: Record<string, string> = {};
  for (const flag of list) {
    const colon = flag.indexOf(':');
    const name = colon > 0 ? flag.slice(0, colon).trim() : '';
    if (!TOKEN.test(name)) {
      throw new SpecforgeError(
        'invalid-header',
        `--header ${JSON.stringify(flag)} is not of the form 'Name: value'`,
        {
          hint: "for example --header 'Token: abc123'",
        },
      );
    }
    for (const existing of Object.keys(headers)) {
      if (existing.toLowerCase() === name.toLowerCase()) delete headers[existing];
    }
    headers[name] = flag.slice(colon + 1).trim();
  }
  return headers;
}
