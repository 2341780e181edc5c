import type { MockOperation, MockResponse } from './types.js';
import { failure, success } from './envelope.js';

/**
 * Forced answers for tests: "the next `GET /job/{jobid}` fails with 500".
 * Set through `installation.override(...)`, or per request with the header
 * `Prefer: code=404` (Prism's convention), which reaches any documented status.
 */
export interface MockOverride {
  /** Operation id, or `METHOD /path` with the path as documented (`GET /job/{jobid}`). */
  operation: string;
  status: number;
  /** For a success status: the `result` list (default empty). */
  result?: unknown[];
  /** For an error status: the message (default names the status). */
  message?: string;
  /** How many requests it answers before it is removed (default: until removed). */
  times?: number;
}

interface Active {
  override: MockOverride;
  remaining: number;
}

export class Overrides {
  private active: Active[] = [];

  add(override: MockOverride): () => void {
    const entry = { override, remaining: override.times ?? Infinity };
    this.active.push(entry);
    return () => {
      this.active = this.active.filter((candidate) => candidate !== entry);
    };
  }

  clear(): void {
    this.active = [];
  }

  /** The forced answer for this operation, if one is set (and counts it). */
  take(operation: MockOperation): MockResponse | undefined {
    if (this.active.length === 0) return undefined;
    const key = `${operation.method.toUpperCase()} ${operation.path}`;
    const entry = this.active.find(
      ({ override }) => override.operation === operation.id || override.operation === key,
    );
    if (!entry) return undefined;
    entry.remaining--;
    if (entry.remaining <= 0) this.active = this.active.filter((candidate) => candidate !== entry);
    const { status, result, message } = entry.override;
    return status < 400
      ? success(status, result ?? [])
      : failure(status, message ?? `Forced status ${status}`);
  }
}

/** Statuses the engine itself produces, reachable with `Prefer` even when undocumented. */
const ENGINE_STATUSES = [400, 401, 403, 404];

/**
 * The status a `Prefer: code=NNN` header asks for: undefined when absent or the usual
 * success, an error response when the status is not one this operation can give.
 */
export function preferredStatus(
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
