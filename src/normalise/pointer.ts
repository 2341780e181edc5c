/** JSON pointers (RFC 6901) in their URI-fragment form, as the IR records them: `#/paths/~1job/get`. */

/** Escapes one reference token: `~` → `~0`, `/` → `~1`. */
export function escapeToken(token: string): string {
  if (!token.includes('~') && !token.includes('/')) return token;
  return token.replace(/~/g, '~0').replace(/\//g, '~1');
}

/** `child('#/paths', '/job')` → `#/paths/~1job`. */
export function child(pointer: string, ...tokens: (string | number)[]): string {
  let out = pointer;
  for (const token of tokens) out += `/${escapeToken(String(token))}`;
  return out;
}

/** The tokens of a local pointer (`#/a/b`), or undefined for external or malformed refs. */
export function parseLocal(ref: string): string[] | undefined {
  if (ref === '#') return [];
  if (!ref.startsWith('#/')) return undefined;
  return ref
    .slice(2)
    .split('/')
    .map((token) => decodeURIComponentSafe(token).replace(/~1/g, '/').replace(/~0/g, '~'));
}

function decodeURIComponentSafe(token: string): string {
  if (!token.includes('%')) return token;
  try {
    return decodeURIComponent(token);
  } catch {
    return token;
  }
}

/** The value a local pointer names in `doc` (own properties only), or undefined. */
export function resolveLocal(doc: unknown, ref: string): unknown {
  const tokens = parseLocal(ref);
  if (tokens === undefined) return undefined;
  let node: unknown = doc;
  for (const token of tokens) {
    if (
      node === null ||
      typeof node !== 'object' ||
      !Object.prototype.hasOwnProperty.call(node, token)
    ) {
      return undefined;
    }
    node = (node as Record<string, unknown>)[token];
  }
  return node;
}

/** The canonical spelling of a local ref (escapes normalised), so equal targets compare equal. */
export function canonicalRef(ref: string): string {
  const tokens = parseLocal(ref);
  return tokens === undefined ? ref : child('#', ...tokens);
}
