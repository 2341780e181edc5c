import type { ApiModel } from '../ir/types.js';
import { findingsOf } from './findings.js';
import { planReadOnly } from './plan.js';
import { callAll, type ReadState } from './read-run.js';
import { maskCall } from './mask-call.js';
import { bodySampler } from './request-body.js';
import { login, logout, type Session } from './session.js';
import { BudgetSpent, type Limits, Transport } from './transport.js';
import type { Exchange, Finding, OperationReport, ProbeUser, WriteReport } from './types.js';
import type { OperationChecks } from './validators.js';
import { planWrites, type WriteMode } from './write-plan.js';
import { runWrites } from './write-run.js';

/**
 * The probe: log every user in, call each wave of GET/HEAD operations for every user
 * (path parameters from the lists an earlier wave fetched), then with `allowWrites` the
 * create → read → update → delete cycles, check each answer, and log out. A spent budget
 * or an abort (Ctrl-C) stops the calls — records already created are still deleted —
 * and what was seen so far is reported, marked incomplete.
 */
export interface ProbeRun {
  model: ApiModel;
  apiBase: string;
  users: ProbeUser[];
  /** Built while the first calls run: the checks come after the calls. */
  validators: Promise<OperationChecks>;
  limits: Limits;
  signal: AbortSignal;
  /** `true` or `'cycles'`: `--allow-writes`; `'create'`: `--allow-writes=create` (also where no DELETE exists). */
  allowWrites?: boolean | WriteMode;
  onProgress?: (done: number, total: number) => void;
  /** Seeds the bodies writes send (`--seed`); the clock by default. A recording repeats with a fixed one. */
  seed?: number;
}

export interface RunOutcome {
  sessions: Session[];
  operations: OperationReport[];
  findings: Finding[];
  exchanges: Exchange[];
  requests: number;
  writes?: WriteReport;
  incomplete?: string;
}

export async function runProbe(run: ProbeRun): Promise<RunOutcome> {
  const transport = new Transport(run.limits, run.signal);
  const sessions: Session[] = [];
  const exchanges: Exchange[] = [];
  const waves = planReadOnly(run.model);
  const writePlan = run.allowWrites
    ? planWrites(run.model, run.allowWrites === 'create' ? 'create' : 'cycles')
    : undefined;
  // Progress counts operations read (for every user, or skipped) and write cycles run.
  const total = waves.flat().length + (writePlan?.cycles.length ?? 0);
  let done = 0;
  const tick = () => run.onProgress?.(++done, total);
  const record = (exchange: Exchange) => void exchanges.push(exchange);
  const state: ReadState = {
    apiBase: run.apiBase,
    transport,
    sessions,
    items: new Map(),
    reports: [],
    findings: [],
    record,
  };
  let writes: Awaited<ReturnType<typeof runWrites>> | undefined;
  let incomplete: string | undefined;
  let masked: Finding[] = [];
  try {
    for (const user of run.users)
      sessions.push(await login(transport, run.apiBase, run.model, user));
    for (const wave of waves)
      await Promise.all(wave.map((plan) => callAll(state, plan).then(tick)));
    masked = await maskCall(run.model, state);
    if (writePlan) {
      const lists = new Map(
        run.model.operations
          .filter((op) => state.items.has(op.id))
          .map((op) => [op.path, state.items.get(op.id) ?? []]),
      );
      const context = {
        model: run.model,
        apiBase: run.apiBase,
        transport,
        sessions,
        checks: await run.validators,
        lists,
        record,
        tick,
      };
      writes = await runWrites(
        { ...context, sampler: bodySampler(run.model, lists, run.seed ?? Date.now() % 2 ** 31) },
        writePlan,
      );
      if (writes.stopped) throw writes.stopped;
    }
  } catch (error) {
    incomplete =
      error instanceof BudgetSpent
        ? 'the request budget ran out'
        : run.signal.aborted
          ? 'interrupted'
          : undefined;
    if (!incomplete) throw error;
  }
  await Promise.all(sessions.map((s) => logout(transport, run.apiBase, run.model, s)));
  const findings = [
    ...findingsOf(run.model, await run.validators, sessions, exchanges),
    ...masked,
    ...state.findings,
    ...(writes?.findings ?? []),
  ];
  const operations = [...state.reports, ...(writes?.operations ?? [])].sort(
    (a, b) => a.path.localeCompare(b.path) || a.method.localeCompare(b.method),
  );
  return {
    sessions,
    operations,
    findings,
    exchanges,
    requests: transport.requests,
    writes: writes?.writes,
    incomplete,
  };
}
