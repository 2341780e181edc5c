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
 */
export interface Limits {
  concurrency: number;
  /** Requests per second; unlimited when undefined. */
  rate?: number;
  budget: number;
  timeoutMs: number;
}

export interface HttpAnswer {
  status: number;
  contentType: string;
  text: string;
  latencyMs: number;
  /** The `Retry-After` header of a 429. */
  retryAfter?: string;
  /** Why no answer came (status 0): a timeout, a refused or reset connection. */
  error?: string;
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

  async send(url: string, init: RequestInit, mode: SendMode = 'read'): Promise<HttpAnswer> {
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
      const response = await fetch(url, { ...init, signal: AbortSignal.any([signal, timeout]) }).catch(
        (error: Error) => this.failure(error, started, signal),
      );
      if (!(response instanceof Response)) return response;
      const text = await response.text().catch(() => '');
      return {
        status: response.status,
        contentType: response.headers.get('content-type') ?? '',
        text,
        latencyMs: Math.round(performance.now() - started),
        retryAfter: response.headers.get('retry-after') ?? undefined,
      };
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
