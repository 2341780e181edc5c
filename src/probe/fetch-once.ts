import { SpecforgeError } from '../errors.js';
import { contentLength, readLimited } from '../loader/read-body.js';
import { isRedirect } from '../loader/redirect.js';

/**
 * One HTTP exchange of the probe, as fetch gives it, with two limits of its own: redirects
 * are never followed here (`redirect: 'manual'`: the transport decides, by the loader's
 * same-origin rule), and the body is read as a stream and abandoned at `maxBytes` — a huge
 * or endless answer costs at most that much memory, never the whole download.
 */
export interface RawAnswer {
  status: number;
  contentType: string;
  text: string;
  /** The `Location` of a redirect (3xx), as sent. */
  location?: string;
  retryAfter?: string;
  /** Why the body was not read (too large, cut short); the status is still the server's. */
  error?: string;
}

export async function fetchOnce(
  url: string,
  init: RequestInit,
  limits: { maxBytes: number; signal: AbortSignal },
): Promise<RawAnswer> {
  const reading = new AbortController();
  const signal = AbortSignal.any([limits.signal, reading.signal]);
  const response = await fetch(url, { ...init, redirect: 'manual', signal });
  const answer = {
    status: response.status,
    contentType: response.headers.get('content-type') ?? '',
    ...optional('location', isRedirect(response.status) ? response.headers.get('location') : null),
    ...optional('retryAfter', response.headers.get('retry-after')),
  };
  try {
    const text = await bodyText(response, url, limits.maxBytes, signal);
    return { ...answer, text };
  } catch (error) {
    if (limits.signal.aborted) throw error;
    const why =
      error instanceof SpecforgeError && error.code === 'too-large'
        ? `${error.message}; reading stopped there (--max-size sets the limit per call)`
        : error instanceof Error
          ? error.message
          : String(error);
    return { ...answer, text: '', error: why };
  } finally {
    reading.abort(); // stops the download when the read ended early (too large, cut short)
  }
}

async function bodyText(response: Response, url: string, maxBytes: number, signal: AbortSignal) {
  if (!response.body) return '';
  const compressed = (response.headers.get('content-encoding') ?? 'identity') !== 'identity';
  const declaredLength = compressed
    ? undefined
    : contentLength(response.headers.get('content-length'));
  const body = response.body as unknown as AsyncIterable<Uint8Array>;
  const bytes = await readLimited(body, `the answer of ${url}`, {
    maxBytes,
    declaredLength,
    signal,
  });
  return bytes.toString('utf8');
}

function optional<K extends string>(key: K, value: string | null): Partial<Record<K, string>> {
  return value === null ? {} : ({ [key]: value } as Record<K, string>);
}
