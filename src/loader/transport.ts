import type { IncomingMessage } from 'node:http';

/** One HTTP response, as much of it as the loader needs, whichever client produced it. */
export interface RawResponse {
  status: number;
  statusText: string;
  header(name: string): string | null;
  body: AsyncIterable<Uint8Array>;
}

export interface RequestSpec {
  url: string;
  headers: Record<string, string>;
  signal: AbortSignal;
  insecure: boolean;
}

/**
 * Sends one GET, following no redirects (the loader follows them itself, to bound them,
 * detect loops and drop credentials on a change of origin).
 *
 * The platform's `fetch` is the client, except for `https` with `--insecure`: Node's fetch
 * cannot skip certificate checks for one request (that needs undici's `Agent`, which Node 20
 * does not expose, or `NODE_TLS_REJECT_UNAUTHORIZED=0`, which would disable them for the whole
 * process). For that one case `node:https` with `rejectUnauthorized: false` sends the request.
 */
export function sendRequest(spec: RequestSpec): Promise<RawResponse> {
  const insecureTls = spec.insecure && spec.url.startsWith('https:');
  return insecureTls ? sendWithNodeHttps(spec) : sendWithFetch(spec);
}

async function sendWithFetch(spec: RequestSpec): Promise<RawResponse> {
  const response = await fetch(spec.url, {
    headers: spec.headers,
    redirect: 'manual',
    signal: spec.signal,
  });
  return {
    status: response.status,
    statusText: response.statusText,
    header: (name) => response.headers.get(name),
    // Node's web ReadableStream is async-iterable; the DOM lib typings do not say so.
    body: (response.body as unknown as AsyncIterable<Uint8Array> | null) ?? emptyBody(),
  };
}

async function sendWithNodeHttps(spec: RequestSpec): Promise<RawResponse> {
  const https = await import('node:https');
  const message = await new Promise<IncomingMessage>((resolve, reject) => {
    const request = https.request(spec.url, {
      method: 'GET',
      headers: spec.headers,
      rejectUnauthorized: false,
      signal: spec.signal,
    });
    request.on('response', resolve);
    request.on('error', reject);
    request.end();
  });
  return {
    status: message.statusCode ?? 0,
    statusText: message.statusMessage ?? '',
    header: (name) => {
      const value = message.headers[name.toLowerCase()];
      return value === undefined ? null : Array.isArray(value) ? value.join(', ') : value;
    },
    body: message,
  };
}

async function* emptyBody(): AsyncIterable<Uint8Array> {
  // A response without a body (204, HEAD-like): nothing to yield.
}
