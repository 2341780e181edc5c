import type { MockOperation, MockRequest, MockResponse } from './types.js';
import type { MockOperationValidators } from './validate.js';
import { resultResponse, type Responder } from './responders.js';
import { failure } from './envelope.js';

/**
 * Answers set by a test: `override('POST /job', { status: 503, message })` fixes the
 * answer of the next requests (before login, like an installation that is down);
 * `respond('GET /job', (request, state) => …)` computes the result of a request that
 * passed login, access and validation (responders.ts). Both are keyed by
 * `METHOD /path` as documented, or by operation id, and typed per operation in the
 * generated mocks. `Prefer: code=404` (Prism's convention) reaches any documented status.
 */
export interface MockAnswer<Result = unknown> {
  status: number;
  /** For a success status: the operation's result (default: what the installation answers). */
  result?: Result;
  /** For an error status: the message (default names the status). */
  message?: string;
  /** How many requests it answers before it is removed (default: until removed). */
  times?: number;
}

interface Entry<T> {
  key: string;
  value: T;
  remaining: number;
}

/** Values set per operation (`METHOD /path` or operation id), the most recent first. */
export class ByOperation<T> {
  private entries: Entry<T>[] = [];

  /** Adds a value for `times` requests (default: until removed); returns its remover. */
  add(key: string, value: T, times = Infinity): () => void {
    const entry = { key, value, remaining: times };
    this.entries.unshift(entry);
    return () => this.remove(entry);
  }

  clear(): void {
    this.entries = [];
  }

  /** The value for this operation, if one is set (and counts the request). */
  take(operation: MockOperation): T | undefined {
    if (this.entries.length === 0) return undefined;
    const key = `${operation.method.toUpperCase()} ${operation.path}`;
    const entry = this.entries.find((candidate) => [operation.id, key].includes(candidate.key));
    if (!entry) return undefined;
    if (--entry.remaining <= 0) this.remove(entry);
    return entry.value;
  }

  private remove(entry: Entry<T>): void {
    this.entries = this.entries.filter((other) => other !== entry);
  }
}

/** What a test has set: fixed answers and responders. */
export interface Overrides {
  answers: ByOperation<MockAnswer>;
  responders: ByOperation<Responder>;
}

/** Statuses the engine itself produces, reachable with `Prefer` even when undocumented. */
const ENGINE_STATUSES = [400, 401, 403, 404];

/**
 * The status a `Prefer: code=NNN` header asks for: undefined when absent or the usual
 * success, an error response when the status is not one this operation can give.
 */
function preferredStatus(
  operation: MockOperation,
  prefer: string | undefined,
): number | MockResponse | undefined {
  const code = prefer === undefined ? undefined : /\bcode=(\d{3})\b/.exec(prefer)?.[1];
  if (code === undefined || Number(code) === operation.result.status) return undefined;
  const status = Number(code);
  if (operation.statuses.includes(status) || ENGINE_STATUSES.includes(status)) return status;
  const known = [...new Set([...operation.statuses, ...ENGINE_STATUSES])]
    .sort((a, b) => a - b)
    .join(', ');
  return failure(
    400,
    `Prefer: code=${status} is not documented for ${operation.id} (documented: ${known})`,
  );
}

/**
 * A fixed answer (`override`), else the `Prefer` header: a whole response, or a
 * success status to answer with instead of the usual one.
 */
export function forcedAnswer(
  answers: ByOperation<MockAnswer>,
  operation: MockOperation,
  request: MockRequest,
  validators: MockOperationValidators | undefined,
): MockResponse | number | undefined {
  const fixed = answers.take(operation);
  if (fixed === undefined) {
    const preferred = preferredStatus(operation, request.headers['prefer']);
    return typeof preferred === 'number' && preferred >= 300
      ? failure(preferred, `Mocked ${preferred} (Prefer header)`)
      : preferred;
  }
  if (fixed.status >= 300)
    return failure(fixed.status, fixed.message ?? `Forced status ${fixed.status}`);
  if (fixed.result === undefined) return fixed.status;
  return resultResponse(operation, validators, fixed.status, fixed.result);
}
