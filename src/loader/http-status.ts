import { SpecforgeError } from '../errors.js';

/** An HTTP status the loader cannot use; 5xx and 429 are retried, other statuses are not. */
export class HttpStatusError extends SpecforgeError {
  readonly status: number;
  /** From `Retry-After` (seconds form), when the server said how long to wait. */
  readonly retryAfterMs?: number;

  constructor(url: string, status: number, statusText: string, retryAfter: string | null) {
    const text = statusText ? ` ${statusText}` : '';
    super('http-error', `${url}: HTTP ${status}${text}`, { hint: hintFor(url, status) });
    this.name = 'HttpStatusError';
    this.status = status;
    if (retryAfter !== null && /^\d+$/.test(retryAfter.trim()))
      this.retryAfterMs = Number(retryAfter) * 1000;
  }

  get retryable(): boolean {
    return this.status >= 500 || this.status === 429;
  }
}

function hintFor(url: string, status: number): string | undefined {
  if (status === 401 || status === 403) {
    return "the server wants credentials: pass them with --header 'Name: value' (e.g. --header 'Token: …')";
  }
  if (status === 404 && !/\/api\/swagger\.json$/.test(new URL(url).pathname)) {
    return 'an installation serves its document at {base}/api/swagger.json; pass the base URL (https://host)';
  }
  if (status === 429 || status >= 500) return 'the server is busy or failing; try again later';
  return undefined;
}
