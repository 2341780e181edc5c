// Part of specforge 0.0.0-golden's runtime, copied unchanged. Do not edit: run `specforge generate` again.

/**
 * The retry policy: which failed attempts are sent again, and after how long. Idempotent
 * methods only by default (a POST that reached the server may have acted), on network
 * errors and on 429/502/503/504; `Retry-After` (seconds or an HTTP date) is honoured,
 * otherwise the wait is a capped exponential backoff with full jitter.
 * Shipped into the generated output as `runtime/retry.ts`: no dependencies.
 */

/** How a client (or one call) retries; every field is optional and has a default. */
export interface RetryPolicy {
  /** Attempts after the first (default 2). */
  retries?: number | undefined;
  /** Methods that may be sent again (default GET, HEAD, PUT, DELETE; add POST to opt in). */
  methods?: readonly string[] | undefined;
  /** Statuses that are retried (default 429, 502, 503, 504); network errors always are. */
  statuses?: readonly number[] | undefined;
  /** The first backoff in ms (default 250), doubled after each attempt. */
  baseDelayMs?: number | undefined;
  /** The longest backoff in ms (default 10 000). */
  maxDelayMs?: number | undefined;
  /** A `Retry-After` longer than this (ms, default 60 000) ends the retries at once. */
  maxRetryAfterMs?: number | undefined;
}

/** `false` or undefined: off; `true`: the defaults; a policy: the defaults, overridden. */
export type RetryOption = boolean | RetryPolicy | undefined;

export type ResolvedRetry = { [K in keyof RetryPolicy]-?: Exclude<RetryPolicy[K], undefined> };

const DEFAULTS: ResolvedRetry = {
  retries: 2,
  methods: ['GET', 'HEAD', 'PUT', 'DELETE'],
  statuses: [429, 502, 503, 504],
  baseDelayMs: 250,
  maxDelayMs: 10_000,
  maxRetryAfterMs: 60_000,
};

function merge(base: ResolvedRetry, policy: RetryPolicy): ResolvedRetry {
  const merged = { ...base };
  for (const [key, value] of Object.entries(policy))
    if (value !== undefined) (merged as Record<string, unknown>)[key] = value;
  return merged;
}

/** The policy of one call: the call's option wins; a call's policy refines the client's. */
export function resolveRetry(client: RetryOption, call: RetryOption): ResolvedRetry | undefined {
  const base = client === true ? DEFAULTS : client ? merge(DEFAULTS, client) : undefined;
  if (call === undefined) return base;
  if (call === false) return undefined;
  if (call === true) return base ?? DEFAULTS;
  return merge(base ?? DEFAULTS, call);
}

/** Whether this outcome of an attempt is worth another (the budget is checked by the caller). */
export function shouldRetry(policy: ResolvedRetry, method: string, status?: number): boolean {
  if (!policy.methods.includes(method.toUpperCase())) return false;
  return status === undefined || policy.statuses.includes(status);
}

/** `Retry-After` in ms: delay-seconds or an HTTP date; undefined when absent or unreadable. */
export function retryAfterMs(value: string | null, now: number): number | undefined {
  if (value === null) return undefined;
  const text = value.trim();
  if (/^\d+$/.test(text)) return Number(text) * 1000;
  const date = Date.parse(text);
  return Number.isNaN(date) ? undefined : Math.max(0, date - now);
}

/**
 * How long to wait before attempt `attempt + 1` (0-based `attempt` just failed); undefined
 * when the server asks for a longer wait than the policy accepts.
 */
export function retryDelay(
  policy: ResolvedRetry,
  attempt: number,
  retryAfter: string | null,
  now: number,
): number | undefined {
  const asked = retryAfterMs(retryAfter, now);
  if (asked !== undefined) return asked <= policy.maxRetryAfterMs ? asked : undefined;
  const ceiling = Math.min(policy.maxDelayMs, policy.baseDelayMs * 2 ** attempt);
  // Full jitter: clients that failed together do not come back together.
  return Math.round(Math.random() * ceiling);
}

/** Waits `ms`, or rejects with the signal's reason as soon as it fires. */
export function sleep(ms: number, signal: AbortSignal | undefined): Promise<void> {
  if (!signal) return new Promise((resolve) => setTimeout(resolve, ms));
  return new Promise((resolve, reject) => {
    if (signal.aborted) return reject(signal.reason as Error);
    const onAbort = (): void => {
      clearTimeout(timer);
      reject(signal.reason as Error);
    };
    const timer = setTimeout(() => {
      signal.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    signal.addEventListener('abort', onAbort, { once: true });
  });
}
