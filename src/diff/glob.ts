/**
 * Globs for ignore files and level overrides: `*` is any run of characters (also `/`, so
 * `/admin/*` covers everything below /admin), `?` one character, all else literal.
 * Matchers are cached: an ignore file is tested against every finding.
 */
const cache = new Map<string, (text: string) => boolean>();

export function globMatcher(glob: string, ignoreCase = false): (text: string) => boolean {
  const key = `${ignoreCase ? 'i' : 's'}${glob}`;
  let matcher = cache.get(key);
  if (!matcher) {
    matcher = compile(glob, ignoreCase);
    cache.set(key, matcher);
  }
  return matcher;
}

function compile(glob: string, ignoreCase: boolean): (text: string) => boolean {
  if (glob === '*') return () => true;
  if (!/[*?]/.test(glob)) {
    const literal = ignoreCase ? glob.toUpperCase() : glob;
    return ignoreCase ? (text) => text.toUpperCase() === literal : (text) => text === literal;
  }
  const source = [...glob]
    .map((char) =>
      char === '*' ? '.*' : char === '?' ? '.' : char.replace(/[.+^${}()|[\]\\]/g, '\\$&'),
    )
    .join('');
  const pattern = new RegExp(`^${source}$`, ignoreCase ? 'is' : 's');
  return (text) => pattern.test(text);
}
