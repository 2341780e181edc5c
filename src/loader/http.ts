import { SpecforgeError } from '../errors.js';
import { specforgeVersion } from '../util/package.js';
import { HttpStatusError } from './http-status.js';
import { RETRYABLE_CODES, networkFailure, timeoutFailure } from './network-errors.js';
import { contentLength, readLimited } from './read-body.js';
import { sendRequest, type RawResponse } from './transport.js';
import { isRedirect, redirectTarget, sameOrigin } from './redirect.js';

export interface HttpOptions {
  timeoutMs: number;
  headers: Record<string, string>;
  insecure: boolean;
  retries: number;
  maxBytes: number;
  /** First backoff delay; it doubles on each retry. */
  retryDelayMs: number;
  maxRedirects: number;
}

export interface HttpResult {
  /** The URL that finally answered, after redirects. */
  url: string;
  body: Buffer;
  contentType: string;
}

const MAX_BACKOFF_MS = 10_000;

/** GET with bounded retries and exponential backoff on network errors, 5xx and 429. */
export async function httpGet(url: string, options: HttpOptions): Promise<HttpResult> {
  for (let attempt = 0; ; attempt += 1) {
    try {
      return await attemptGet(url, options);
    } catch (error) {
      if (attempt >= options.retries || !isRetryable(error)) throw error;
      await sleep(backoff(error, attempt, options.retryDelayMs));
    }
  }
}

/** One attempt: the redirect chain and the body, all within one timeout. */
async function attemptGet(url: string, options: HttpOptions): Promise<HttpResult> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), options.timeoutMs);
  let current = url;
  try {
    const { response, finalUrl } = await followRedirects(
      url,
      options,
      controller.signal,
      (next) => (current = next),
    );
    if (response.status < 200 || response.status > 299) {
      throw new HttpStatusError(
        finalUrl,
        response.status,
        response.statusText,
        response.header('retry-after'),
      );
    }
    const compressed = (response.header('content-encoding') ?? 'identity') !== 'identity';
    const declaredLength = compressed
      ? undefined
      : contentLength(response.header('content-length'));
    const limits = { maxBytes: options.maxBytes, declaredLength, signal: controller.signal };
    const body = await readLimited(response.body, finalUrl, limits);
    return { url: finalUrl, body, contentType: response.header('content-type') ?? '' };
  } catch (error) {
    if (controller.signal.aborted) throw timeoutFailure(current, options.timeoutMs);
    throw networkFailure(error, current);
  } finally {
    clearTimeout(timer);
    controller.abort(); // releases the connection when we stopped early (too large, error status)
  }
}

async function followRedirects(
  url: string,
  options: HttpOptions,
  signal: AbortSignal,
  onHop: (url: string) => void,
): Promise<{ response: RawResponse; finalUrl: string }> {
  const visited = [url];
  for (let current = url; ;) {
    // Extra headers often carry credentials (Session, Token): never send them to another origin.
    const extra = sameOrigin(url, current) ? lowerCaseNames(options.headers) : {};
    const headers = { ...defaultHeaders(), ...extra };
    const response = await sendRequest({
      url: current,
      headers,
      signal,
      insecure: options.insecure,
    });
    const location = response.header('location');
    if (!isRedirect(response.status) || location === null) return { response, finalUrl: current };
    const next = redirectTarget(location, current);
    if (visited.includes(next)) throw redirectFailure('redirect-loop', [...visited, next]);
    if (visited.length > options.maxRedirects)
      throw redirectFailure('too-many-redirects', [...visited, next]);
    visited.push(next);
    onHop(next);
    current = next;
  }
}

function redirectFailure(
  code: 'redirect-loop' | 'too-many-redirects',
  chain: string[],
): SpecforgeError {
  const what =
    code === 'redirect-loop' ? 'redirect loop' : `more than ${chain.length - 2} redirects`;
  return new SpecforgeError(code, `${what}: ${chain.join(' -> ')}`, {
    hint: 'the server keeps redirecting; check the URL, or pass the final document URL directly',
  });
}

function defaultHeaders(): Record<string, string> {
  return {
    accept: 'application/json, application/yaml;q=0.9, text/yaml;q=0.9, */*;q=0.5',
    'user-agent': `specforge/${specforgeVersion}`,
  };
}

function lowerCaseNames(headers: Record<string, string>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(headers).map(([name, value]) => [name.toLowerCase(), value]),
  );
}

function isRetryable(error: unknown): boolean {
  if (error instanceof HttpStatusError) return error.retryable;
  return error instanceof SpecforgeError && RETRYABLE_CODES.has(error.code);
}

function backoff(error: unknown, attempt: number, baseMs: number): number {
  const exponential = baseMs * 2 ** attempt;
  const requested = error instanceof HttpStatusError ? (error.retryAfterMs ?? 0) : 0;
  return Math.min(Math.max(exponential, requested), MAX_BACKOFF_MS);
}

function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}
