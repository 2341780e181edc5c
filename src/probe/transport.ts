import { DEFAULT_MAX_BYTES } from '../loader/read-document.js';
import { redirectTarget, sameOrigin } from '../loader/redirect.js';
import { fetchOnce } from './fetch-once.js';

/**
 * The probe's HTTP side, bounded and polite: at most `concurrency` calls at once, at
 * most `rate` starts per second, a total `budget` of requests, a timeout per call, and
 * 429 answers waited out (`Retry-After`, capped) before trying again. Every call counts
 * against the budget, retries included; when it runs out, calls fail with BudgetSpent.
 *
 * Writes change how a call may end (`SendMode`): a create, once sent, is not cut off by
 * Ctrl-C (its answer names the record to delete) and is never retried after a network
 * error (that could create twice); a clean-up delete goes out after Ctrl-C and beyond the
 * budget — leaving a record behind is worse than one request too many.
 *
 * Redirects follow the loader's same-origin rule (`loader/redirect.ts`): a hop within the
 * origin is followed (307/308 resend the method and body, the others become a GET); a hop
 * to another origin is not followed at all — the session headers and any body stay home —
 * and the answer says where it led. `follow: false` (the login exchange) follows none.
 * Each answer's body is read up to `maxBytes` (`--max-size`, per call) and abandoned there.
 */
export interface Limits {
  concurrency: number;
  /** Requests per second; unlimited when undefined. */
  rate?: number;
  budget: number;
  timeoutMs: number;
  /** Largest answer body read, per call (`--max-size`); default 50 MB, the loader's. */
  maxBytes?: number;
}

export interface HttpAnswer {
  status: number;
  contentType: string;
  text: string;
  latencyMs: number;
  /** The `Retry-After` header of a 429. */
  retryAfter?: string;
  /**
   * Why no answer came (status 0: a timeout, a refused or reset connection), or why the
   * answer was not used (a redirect not followed, a body over the size limit).
   */
  error?: string;
  /** Where a redirect that was not followed leads (`follow: false`, or another origin). */
  location?: string;
}

export type SendMode = 'read' | 'create' | 'cleanup';

export class BudgetSpent extends Error {
  constructor() {
    super('request budget spent');
  }
}

const MAX_RETRY_WAIT_MS = 30_000;
/** The signal of calls that Ctrl-C must not cut off (their own timeout still applies). */
const NEVER = new AbortController().signal;
const MAX_429_RETRIES = 3;
/** A connection the server closed as it was reused, or a blip: a read or a delete is safe to send again. */
const MAX_NETWORK_RETRIES = 2;

export class Transport {
  private active = 0;
  private readonly waiting: (() => void)[] = [];
  private nextStart = 0;
  requests = 0;

  constructor(
    private readonly limits: Limits,
    private readonly signal: AbortSignal,
  ) {}

  async send(
    url: string,
    init: RequestInit,
    mode: SendMode = 'read',
    options: { follow?: boolean } = {},
  ): Promise<HttpAnswer> {
    let request = init;
    for (let current = url, hops = 0; ; hops++) {
      const answer = await this.sendOnce(current, request, mode);
      if (answer.location === undefined || options.follow === false) return answer;
      const next = nextHop(url, current, answer, hops);
      if (typeof next !== 'string') return { ...answer, ...next };
      request = redirected(request, answer.status);
      current = next;
    }
  }

  private async sendOnce(url: string, init: RequestInit, mode: SendMode): Promise<HttpAnswer> {
    if (mode !== 'cleanup' && this.signal.aborted) throw this.signal.reason as Error;
    const signal = mode === 'read' ? this.signal : NEVER;
    const retries = mode === 'create' ? 0 : MAX_NETWORK_RETRIES;
    for (let attempt = 0, failures = 0; ; ) {
      const answer = await this.once(url, init, mode, signal);
      if (answer.status === 0 && failures++ < retries) continue;
      if (answer.status !== 429 || attempt++ >= MAX_429_RETRIES) return answer;
      await delay(retryAfterMs(answer), signal);
    }
  }

  private async once(url: string, init: RequestInit, mode: SendMode, signal: AbortSignal): Promise<HttpAnswer> {
    if (mode !== 'cleanup' && this.requests >= this.limits.budget) throw new BudgetSpent();
    this.requests++;
    await this.acquire();
    try {
      await this.paceStart(signal);
      const started = performance.now();
      const timeout = AbortSignal.timeout(this.limits.timeoutMs);
      const maxBytes = this.limits.maxBytes ?? DEFAULT_MAX_BYTES;
      const limits = { maxBytes, signal: AbortSignal.any([signal, timeout]) };
      const answer = await fetchOnce(url, init, limits).catch((error: Error) =>
        this.failure(error, started, signal),
      );
      return { ...answer, latencyMs: Math.round(performance.now() - started) };
    } finally {
      this.release();
    }
  }

  /** An abort by the user goes on up; a timeout or a network error becomes an answer with status 0. */
  private failure(error: Error, started: number, signal: AbortSignal): HttpAnswer {
    if (signal.aborted) throw error;
    const cause = (error.cause as Error | undefined)?.message;
    const reason = error.name === 'TimeoutError' ? `no answer within ${this.limits.timeoutMs} ms` : (cause ?? error.message);
    return { status: 0, contentType: '', text: '', latencyMs: Math.round(performance.now() - started), error: reason };
  }

  private async paceStart(signal: AbortSignal): Promise<void> {
    if (!this.limits.rate) return;
    const now = Date.now();
    const start = Math.max(now, this.nextStart);
    this.nextStart = start + 1000 / this.limits.rate;
    if (start > now) await delay(start - now, signal);
  }

  private async acquire(): Promise<void> {
    if (this.active < this.limits.concurrency) {
      this.active++;
      return;
    }
    await new Promise<void>((resolve) => this.waiting.push(resolve));
  }

  private release(): void {
    const next = this.waiting.shift();
    if (next) next();
    else this.active--;
  }
}

const MAX_REDIRECTS = 5;

/** The next URL of a redirect, or why it is not followed (the answer's error). */
function nextHop(
  start: string,
  current: string,
  answer: HttpAnswer,
  hops: number,
): string | { error: string } {
  let next: string;
  try {
    next = redirectTarget(answer.location as string, current);
  } catch (error) {
    return { error: (error as Error).message };
  }
  if (!sameOrigin(start, next))
    return {
      error: `redirected to ${next}, another origin: not followed (the session and any body stay with ${new URL(start).origin})`,
    };
  if (hops >= MAX_REDIRECTS) return { error: `more than ${MAX_REDIRECTS} redirects, the last to ${next}` };
  return next;
}

/** 307/308 repeat the request as it was; the others (301, 302, 303) become a GET without a body. */
function redirected(init: RequestInit, status: number): RequestInit {
  if (status === 307 || status === 308) return init;
  const headers = Object.fromEntries(
    Object.entries((init.headers ?? {}) as Record<string, string>).filter(
      ([name]) => name.toLowerCase() !== 'content-type',
    ),
  );
  return { method: init.method === 'HEAD' ? 'HEAD' : 'GET', headers };
}

function retryAfterMs(answer: HttpAnswer): number {
  const header = answer.retryAfter ?? '';
  const seconds = Number(header);
  const ms = Number.isFinite(seconds) && header !== '' ? seconds * 1000 : Date.parse(header) - Date.now();
  return Math.min(Math.max(Number.isFinite(ms) ? ms : 1000, 0), MAX_RETRY_WAIT_MS);
}

function delay(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal.aborted) return reject(signal.reason as Error);
    const timer = setTimeout(resolve, ms);
    signal.addEventListener('abort', () => (clearTimeout(timer), reject(signal.reason as Error)), { once: true });
  });
}
