import { SpecforgeError } from '../errors.js';

/**
 * The one redirect rule of every HTTP path in specforge (the loader's document fetch and
 * the probe's calls; the generated runtime carries its own copy, as it ships without us):
 * only http(s) targets without a user name or password, and credentials — `Session`,
 * `Token`, `Authorization`, cookies, `--header` values — and request bodies stay with the
 * origin (scheme, host, port) they were meant for. docs/security.md, "Same origin".
 */
export function isRedirect(status: number): boolean {
  return status === 301 || status === 302 || status === 303 || status === 307 || status === 308;
}

/** True when `next` has the scheme, host and port of `from`: the only hop that may carry credentials or a body. */
export function sameOrigin(from: string, next: string): boolean {
  return new URL(from).origin === new URL(next).origin;
}

/**
 * Where a redirect leads, if it may be followed: http(s) only (never `data:`, `file:`
 * or `javascript:`), and never with a user name or password in it (audit items 5, 17).
 */
export function redirectTarget(location: string, current: string): string {
  const next = URL.parse(location, current);
  if (next === null || (next.protocol !== 'http:' && next.protocol !== 'https:')) {
    const scheme = next === null ? 'an invalid URL' : `a ${next.protocol} URL`;
    throw new SpecforgeError(
      'bad-redirect',
      `${current} redirects to ${scheme}; only http(s) redirects are followed`,
    );
  }
  if (next.username !== '' || next.password !== '') {
    throw new SpecforgeError(
      'bad-redirect',
      `${current} redirects to a URL with a user name or password in it`,
    );
  }
  return next.toString();
}
