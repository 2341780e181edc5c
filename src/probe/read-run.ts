import { callOperation } from './call.js';
import { maxOf } from '../util/max-of.js';
import { edgeCalls, missingValue } from './edge-calls.js';
import type { PlannedOperation } from './plan.js';
import type { Session } from './session.js';
import type { Transport } from './transport.js';
import type { Operation } from '../ir/types.js';
import type { Exchange, Finding, OperationReport } from './types.js';
import { filterCalls } from './filter-calls.js';

/**
 * One read-only operation for every user: its path parameters filled from the lists an
 * earlier wave fetched (an operation without values is reported as not called, with the
 * reason), one call per user, and the list it returned kept for the next waves.
 */
export type Items = Map<string, Record<string, unknown>[]>;

export interface ReadState {
  apiBase: string;
  transport: Transport;
  sessions: Session[];
  /** List results by operation id. */
  items: Items;
  reports: OperationReport[];
  /** Findings of the reads' own checks (filters ignored); the answers' go through check.ts. */
  findings: Finding[];
  record(exchange: Exchange): void;
}

export async function callAll(state: ReadState, plan: PlannedOperation): Promise<void> {
  const { operation } = plan;
  const report = operationReport(operation);
  state.reports.push(report);
  const path = plan.unusable ? undefined : fillPath(plan, state.items);
  if (typeof path !== 'string') {
    report.skipped = plan.unusable ?? path?.skipped;
    return;
  }
  const query = new URLSearchParams(plan.query).toString();
  const url = `${state.apiBase}${path}${query ? `?${query}` : ''}`;
  const exchanges = await Promise.all(
    state.sessions.map((session) => callOperation(state.transport, session, operation, url)),
  );
  for (const exchange of exchanges) report.statuses[exchange.user] = exchange.status;
  report.latencyMs = maxOf(exchanges.map((e) => e.latencyMs));
  exchanges.forEach((exchange) => state.record(exchange));
  const [first] = state.sessions;
  if (first) {
    const missing = plan.sources.length > 0 ? fillPath(plan, state.items, true) : undefined;
    const urls = {
      filled: url,
      missing:
        typeof missing === 'string'
          ? `${state.apiBase}${missing}${query ? `?${query}` : ''}`
          : undefined,
    };
    const edge = await edgeCalls(state.transport, operation, first, urls);
    const base = { url: `${state.apiBase}${path}`, query: plan.query };
    const filters = await filterCalls(state.transport, operation, first, base);
    [...edge.exchanges, ...filters.exchanges].forEach((exchange) => state.record(exchange));
    const calls = [...edge.calls, ...filters.calls];
    if (calls.length) report.edgeCalls = calls;
    for (const finding of filters.findings) state.findings.push(finding);
  }
  const listed = exchanges.find(
    (e) => e.status === 200 && Array.isArray((e.body as { result?: unknown })?.result),
  );
  if (listed)
    state.items.set(operation.id, (listed.body as { result: Record<string, unknown>[] }).result);
}

/** The path with values from the lists; with `missingLast`, the last parameter gets a value no list holds. */
function fillPath(
  plan: PlannedOperation,
  items: Items,
  missingLast = false,
): string | { skipped: string } {
  let path = plan.operation.path;
  for (const [index, source] of plan.sources.entries()) {
    const list = source.list ? items.get(source.list.id) : undefined;
    const last = missingLast && index === plan.sources.length - 1;
    const value = last
      ? missingValue(plan.operation, source.param)
      : valueFrom(list ?? [], source.field);
    if (value === undefined)
      return {
        skipped: `no value for {${source.param}}: ${source.list ? `${source.list.method} ${source.list.path} gave none` : 'no list names it'}`,
      };
    const encoded =
      source.param === 'key'
        ? value.split('/').map(encodeURIComponent).join('/')
        : encodeURIComponent(value);
    path = path.replace(`{${source.param}}`, encoded);
  }
  return path;
}

function valueFrom(list: Record<string, unknown>[], fields: string[]): string | undefined {
  for (const field of fields) {
    const item = list.find((candidate) => ['string', 'number'].includes(typeof candidate?.[field]));
    if (item) return String(item[field]);
  }
  return undefined;
}

/** An operation's line in the report, before any call. */
export function operationReport(operation: Operation): OperationReport {
  return {
    operation: operation.id,
    method: operation.method,
    path: operation.path,
    access: operation.access,
    documentedStatuses: operation.responses.map((r) => r.status),
    statuses: {},
  };
}
