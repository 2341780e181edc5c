/** JSON pointers (RFC 6901) in the `#/a/b~1c` form diagnostics use. */

export function escapeToken(token: string): string {
  return token.replace(/~/g, '~0').replace(/\//g, '~1');
}

export function pointerOf(tokens: readonly (string | number)[]): string {
  return tokens.length === 0
    ? '#'
    : `#/${tokens.map((token) => escapeToken(String(token))).join('/')}`;
}

/** The value at a pointer (`#/…` or `/…`), or undefined. Local `$ref`s use the same syntax. */
export function resolvePointer(root: unknown, pointer: string): unknown {
  const body = pointer.replace(/^#/, '');
  if (body === '') return root;
  let current: unknown = root;
  for (const raw of body.slice(1).split('/')) {
    const token = safeDecode(raw).replace(/~1/g, '/').replace(/~0/g, '~');
    if (current === null || typeof current !== 'object' || !Object.hasOwn(current, token))
      return undefined;
    current = (current as Record<string, unknown>)[token];
  }
  return current;
}

export function isRecord(value: unknown): value is Record<string, unknown> {
  return value !== null && typeof value === 'object' && !Array.isArray(value);
}

// `$ref` fragments may be percent-encoded (`#/definitions/A%20B`); a stray `%` is literal.
function safeDecode(token: string): string {
  try {
    return decodeURIComponent(token);
  } catch {
    return token;
  }
}
