import type { ApiModel, Operation } from '../ir/types.js';
import { checkExchange } from './check.js';
import { planReadOnly, type PlannedOperation } from './plan.js';
import { login, logout, parse, type Session } from './session.js';
import { BudgetSpent, type Limits, Transport } from './transport.js';
import type { Exchange, Finding, OperationReport, ProbeUser } from './types.js';
import type { ResultValidators } from './validators.js';

/**
 * The read-only probe: log every user in, call each wave of GET/HEAD operations for every
 * user, fill path parameters from the lists an earlier wave fetched, check each answer,
 * and log out. A spent budget or an abort (Ctrl-C) stops the calls; what was seen so far
 * is still reported, marked incomplete.
 */
export interface ProbeRun {
  model: ApiModel;
  apiBase: string;
  users: ProbeUser[];
  /** Built while the first calls run: the checks come after the calls. */
  validators: Promise<ResultValidators>;
  limits: Limits;
  signal: AbortSignal;
  onProgress?: (done: number, total: number) => void;
}

export interface RunOutcome {
  sessions: Session[];
  operations: OperationReport[];
  findings: Finding[];
  exchanges: Exchange[];
  requests: number;
  incomplete?: string;
}

type Items = Map<string, Record<string, unknown>[]>;

export async function runProbe(run: ProbeRun): Promise<RunOutcome> {
  const transport = new Transport(run.limits, run.signal);
  const sessions: Session[] = [];
  for (const user of run.users) sessions.push(await login(transport, run.apiBase, run.model, user));
  const state = { items: new Map() as Items, exchanges: [] as Exchange[], reports: [] as OperationReport[] };
  const waves = planReadOnly(run.model);
  const total = waves.flat().length * sessions.length;
  let incomplete: string | undefined;
  try {
    for (const wave of waves) {
      await Promise.all(wave.map((plan) => callAll(run, transport, sessions, plan, state)));
      run.onProgress?.(state.exchanges.length, total);
    }
  } catch (error) {
    incomplete = error instanceof BudgetSpent ? 'the request budget ran out' : run.signal.aborted ? 'interrupted' : undefined;
    if (!incomplete) throw error;
  }
  if (!run.signal.aborted) await Promise.all(sessions.map((s) => logout(transport, run.apiBase, run.model, s)));
  const findings = findingsOf(run.model, await run.validators, sessions, state.exchanges);
  const operations = state.reports.sort((a, b) => a.path.localeCompare(b.path) || a.method.localeCompare(b.method));
  return { sessions, operations, findings, exchanges: state.exchanges, requests: transport.requests, incomplete };
}

async function callAll(
  run: ProbeRun,
  transport: Transport,
  sessions: Session[],
  plan: PlannedOperation,
  state: { items: Items; exchanges: Exchange[]; reports: OperationReport[] },
): Promise<void> {
  const { operation } = plan;
  const report: OperationReport = {
    operation: operation.id,
    method: operation.method,
    path: operation.path,
    access: operation.access,
    documentedStatuses: operation.responses.map((r) => r.status),
    statuses: {},
  };
  state.reports.push(report);
  const path = plan.unusable ? undefined : fillPath(plan, state.items);
  if (typeof path !== 'string') {
    report.skipped = plan.unusable ?? path?.skipped;
    return;
  }
  const query = new URLSearchParams(plan.query).toString();
  const url = `${run.apiBase}${path}${query ? `?${query}` : ''}`;
  const exchanges = await Promise.all(sessions.map((session) => call(transport, operation, url, session)));
  for (const exchange of exchanges) report.statuses[exchange.user] = exchange.status;
  report.latencyMs = Math.max(...exchanges.map((e) => e.latencyMs));
  state.exchanges.push(...exchanges);
  const listed = exchanges.find((e) => e.status === 200 && Array.isArray((e.body as { result?: unknown })?.result));
  if (listed) state.items.set(operation.id, (listed.body as { result: Record<string, unknown>[] }).result);
}

async function call(transport: Transport, operation: Operation, url: string, session: Session): Promise<Exchange> {
  const answer = await transport.send(url, { method: operation.method, headers: session.headers });
  const json = answer.contentType.includes('json') ? parse(answer.text) : undefined;
  return {
    operation: operation.id,
    method: operation.method,
    path: operation.path,
    url,
    user: session.user.username,
    status: answer.status,
    latencyMs: answer.latencyMs,
    body: json,
    ...(answer.error ? { error: answer.error } : {}),
  };
}

function fillPath(plan: PlannedOperation, items: Items): string | { skipped: string } {
  let path = plan.operation.path;
  for (const source of plan.sources) {
    const list = source.list ? items.get(source.list.id) : undefined;
    const value = valueFrom(list ?? [], source.field);
    if (value === undefined) return { skipped: `no value for {${source.param}}: ${source.list ? `${source.list.method} ${source.list.path} gave none` : 'no list names it'}` };
    const encoded = source.param === 'key' ? value.split('/').map(encodeURIComponent).join('/') : encodeURIComponent(value);
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

function findingsOf(model: ApiModel, validators: ResultValidators, sessions: Session[], exchanges: Exchange[]): Finding[] {
  const byKey = new Map<string, Finding>();
  const operations = new Map(model.operations.map((op) => [op.id, op]));
  for (const exchange of exchanges) {
    const operation = operations.get(exchange.operation) as Operation;
    const session = sessions.find((s) => s.user.username === exchange.user) as Session;
    for (const draft of checkExchange(model, operation, exchange, session.access, validators[operation.id])) {
      const key = `${operation.id}\0${draft.kind}\0${draft.pointer ?? ''}\0${draft.message}`;
      const known = byKey.get(key);
      if (known && !known.users.includes(exchange.user)) known.users.push(exchange.user);
      if (known) continue;
      byKey.set(key, { ...draft, operation: operation.id, method: operation.method, path: operation.path, users: [exchange.user] });
    }
  }
  return [...byKey.values()].sort((a, b) => a.path.localeCompare(b.path) || a.kind.localeCompare(b.kind) || (a.pointer ?? '').localeCompare(b.pointer ?? ''));
}
