import { resolve as resolvePath } from 'node:path';
import { SpecforgeError } from '../errors.js';

/** Where a `<source>` argument points, once interpreted. */
export type ResolvedSource =
  | {
      kind: 'url';
      url: string;
      /** The URL as given, when `url` was completed from it as a base URL. */
      guessedFrom?: string;
    }
  | { kind: 'file'; path: string }
  | { kind: 'stdin' };

const DOCUMENT_EXTENSION = /\.(json|ya?ml)$/i;

/**
 * `-` is stdin; `http(s)://…` is a URL: a base URL (`https://host[/prefix]`, with or
 * without a final `/api`) gets the installation's document path `/api/swagger.json`, a
 * URL whose path already ends in
 * `.json`/`.yaml`/`.yml` is used as is; anything else is a file path.
 */
export function resolveSource(source: string, cwd = process.cwd()): ResolvedSource {
  if (source === '-') return { kind: 'stdin' };
  if (/^[a-z][a-z0-9+.-]*:\/\//i.test(source)) {
    const url = resolveUrl(source);
    return url === new URL(source).toString() ? { kind: 'url', url } : { kind: 'url', url, guessedFrom: source };
  }
  if (source.trim() === '') throw new SpecforgeError('invalid-source', 'the source is empty');
  return { kind: 'file', path: resolvePath(cwd, source) };
}

function resolveUrl(source: string): string {
  let url: URL;
  try {
    url = new URL(source);
  } catch (error) {
    throw new SpecforgeError('invalid-source', `${withoutUserinfo(source)} is not a valid URL`, { cause: error });
  }
  if (url.username !== '' || url.password !== '') {
    // Refused rather than stripped: it would be written to lock files and printed in
    // messages, and the user would believe it was sent (audit item 5).
    url.username = '';
    url.password = '';
    throw new SpecforgeError('credentials-in-url', `the source URL holds a user name or password (${url.host})`, {
      hint: "pass credentials as a header instead, e.g. --header 'Authorization: Basic <base64 of user:password>'",
    });
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new SpecforgeError(
      'invalid-source',
      `${withoutUserinfo(source)}: only http:// and https:// URLs are supported`,
      {
        hint: 'for a local file, pass its path',
      },
    );
  }
  if (!DOCUMENT_EXTENSION.test(url.pathname)) {
    // Every route of an installation lives under /api, so `https://host/api` (copied from
    // the browser's address bar) names the same installation as `https://host`.
    const base = url.pathname.replace(/\/+$/, '').replace(/\/api$/, '');
    url.pathname = `${base}/api/swagger.json`;
  }
  return url.toString();
}

/** `scheme://user:pass@host…` → `scheme://***@host…`, for messages about a URL that did not parse. */
function withoutUserinfo(source: string): string {
  return source.replace(/^([a-z][a-z0-9+.-]*:\/\/)[^/?#]*@/i, '$1***@');
}

/** Syntax implied by a file name or URL path, when it says. */
export function syntaxFromName(name: string): 'json' | 'yaml' | undefined {
  const match = DOCUMENT_EXTENSION.exec(name.replace(/[?#].*$/, ''));
  if (!match) return undefined;
  return match[1].toLowerCase() === 'json' ? 'json' : 'yaml';
}

/**
 * What to suggest when a URL serves an HTML page (often the interactive documentation
 * page at `/api/`): the document under the same prefix.
 */
export function documentUrlHint(pageUrl: string): string {
  const url = new URL(pageUrl);
  const apiAt = url.pathname.search(/\/api(\/|$)/);
  const prefix =
    apiAt >= 0 ? url.pathname.slice(0, apiAt) : url.pathname.replace(/\/[^/]*\.[^/]*$/, '');
  return `try ${url.origin}${prefix.replace(/\/+$/, '')}/api/swagger.json`;
}
