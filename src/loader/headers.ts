import { SpecforgeError } from '../errors.js';

const TOKEN = /^[!#$%&'*+.^_`|~0-9A-Za-z-]+$/;
// eslint-disable-next-line no-control-regex -- the point is to find control characters
const CONTROL = /[\u0000-\u0008\u000a-\u001f\u007f]/;

/**
 * Turns repeated `--header 'Name: value'` flags into a header record. A later flag with
 * the same name (case-insensitive) replaces an earlier one.
 */
export function parseHeaderFlags(
  flags: readonly string[] | string | undefined,
): Record<string, string> {
  const list: readonly string[] = flags === undefined ? [] : typeof flags === 'string' ? [flags] : flags;
  const headers: Record<string, string> = {};
  for (const [index, flag] of list.entries()) {
    const colon = flag.indexOf(':');
    const name = colon > 0 ? flag.slice(0, colon).trim() : '';
    // The flag is never echoed: its value is often a token (audit item 17).
    if (!TOKEN.test(name)) {
      throw new SpecforgeError('invalid-header', `--header number ${index + 1} is not of the form 'Name: value'`, {
        hint: "for example --header 'Token: abc123'",
      });
    }
    if (CONTROL.test(flag.slice(colon + 1).trim())) {
      throw new SpecforgeError(
        'invalid-header',
        `--header ${name}: the value contains a line break or another control character (value not shown)`,
      );
    }
    for (const existing of Object.keys(headers)) {
      if (existing.toLowerCase() === name.toLowerCase()) delete headers[existing];
    }
    headers[name] = flag.slice(colon + 1).trim();
  }
  return headers;
}
