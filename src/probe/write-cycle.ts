import type { ApiModel, Operation } from '../ir/types.js';
import { mayCall } from './check.js';
import { accessRank } from '../ir/access.js';
import type { BodySampler, Lists } from './request-body.js';
import type { Session } from './session.js';
import { callOperation } from './call.js';
import type { SendMode, Transport } from './transport.js';
import type { Exchange, LearnedBody, LeftBehind, WriteCycleReport } from './types.js';
import type { OperationChecks } from './validators.js';
import type { WriteCycle } from './write-plan.js';
import { cleanUp, idOf } from './write-cleanup.js';
import { learnRequired } from './learn-required.js';

/**
 * One create → read → update → delete cycle, as the lowest-level user the create admits
 * (the next one when it is refused: group permissions differ). The record is deleted in a
 * `finally` — after a failed step, a spent budget or Ctrl-C too — and only the record
 * whose id this run's own create answer named (write-cleanup.ts).
 */
export interface WriteContext {
  model: ApiModel;
  apiBase: string;
  transport: Transport;
  sessions: Session[];
  checks: OperationChecks;
  sampler: BodySampler;
  /** The read phase's lists, by path: references in bodies, and what existed before. */
  lists: Lists;
  record(exchange: Exchange): void;
  /** One more cycle finished (the progress bar). */
  tick?(): void;
}

export interface CycleOutcome {
  report: WriteCycleReport;
  /** What a deliberately incomplete body taught (a create whose required-ness is unknown). */
  learned?: LearnedBody;
  leftBehind?: LeftBehind;
  /** Ctrl-C or the spent budget, which stopped the cycle (after its clean-up). */
  stopped?: unknown;
}

export async function runCycle(ctx: WriteContext, cycle: WriteCycle): Promise<CycleOutcome> {
  const report: WriteCycleReport = { collection: cycle.collection, steps: [], cleanedUp: false };
  const users = ctx.sessions
    .filter((s) => mayCall(s.access, cycle.create))
    .sort((a, b) => accessRank(a.access) - accessRank(b.access));
  if (users.length === 0)
    return { report: { ...report, skipped: `no ${cycle.create.access}-level user to run it` } };
  const drawn = ctx.sampler.sample(cycle.create, ctx.checks[cycle.create.id]?.body);
  if ('problem' in drawn) return { report: { ...report, skipped: drawn.problem } };
  const refused: Exchange[] = [];
  let learned: LearnedBody | undefined;
  for (const session of users) {
    const learning =
      cycle.create.body?.requiredness === 'unknown'
        ? await learnRequired(ctx, cycle, session, drawn.body, report)
        : undefined;
    learned = learning?.learned ?? learned;
    const body = learning ? { ...(drawn.body as object), ...learning.body } : drawn.body;
    const created = learning?.answer ?? (await create(ctx, cycle, session, body, report));
    if (created.status === 401 || created.status === 403) {
      if (!learning?.answer) refused.push(created);
      continue;
    }
    ctx.record(created);
    report.user = session.user.username;
    const after =
      created.status < 200 || created.status >= 300
        ? { report }
        : await afterCreate(ctx, cycle, session, created, report);
    return { ...after, ...(learned ? { learned } : {}) };
  }
  refused.forEach((exchange) => ctx.record(exchange));
  const statuses = [...new Set(refused.map((e) => e.status))].join(', ');
  return {
    report: {
      ...report,
      skipped: `refused to every user allowed to try (HTTP ${statuses || '401/403'})`,
    },
    ...(learned ? { learned } : {}),
  };
}

/** The create; after a 400, once more with only the properties the schema requires. */
async function create(
  ctx: WriteContext,
  cycle: WriteCycle,
  session: Session,
  body: unknown,
  report: WriteCycleReport,
) {
  const url = `${ctx.apiBase}${cycle.collection}`;
  const first = await send(ctx, session, cycle.create, url, body, 'create', report);
  const minimal = ctx.sampler.minimal(body, ctx.checks[cycle.create.id]?.body);
  if (first.status !== 400 || JSON.stringify(minimal) === JSON.stringify(body)) return first;
  ctx.record(first);
  return send(ctx, session, cycle.create, url, minimal, 'create', report);
}

async function afterCreate(
  ctx: WriteContext,
  cycle: WriteCycle,
  session: Session,
  created: Exchange,
  report: WriteCycleReport,
): Promise<CycleOutcome> {
  const id = idOf(ctx, cycle, created.body);
  if (typeof id !== 'string')
    return {
      report,
      leftBehind: {
        ...{ collection: cycle.collection, method: cycle.create.method },
        ...{ user: session.user.username, reason: id.reason },
      },
    };
  report.created = id;
  // The id is one path segment under the collection: `..`, `/` or another origin stay inside it.
  const url = `${ctx.apiBase}${cycle.collection}/${encodeURIComponent(id)}`;
  let stopped: unknown;
  try {
    if (cycle.read)
      ctx.record(await send(ctx, session, cycle.read, url, undefined, 'read', report));
    const update =
      cycle.update && ctx.sampler.sample(cycle.update, ctx.checks[cycle.update.id]?.body);
    if (cycle.update && update && !('problem' in update))
      ctx.record(await send(ctx, session, cycle.update, url, update.body, 'read', report));
  } catch (error) {
    stopped = error; // Ctrl-C or the budget: clean up first, then let the run stop
  }
  const problem = cycle.remove
    ? await cleanUp(ctx, cycle, session, url, report)
    : `no DELETE ${cycle.collection}/{…}: --allow-writes=create leaves what it creates`;
  report.cleanedUp = problem === undefined;
  const leftBehind = problem
    ? {
        ...{ collection: cycle.collection, method: cycle.create.method, id, url },
        ...{ user: session.user.username, reason: problem },
      }
    : undefined;
  return { report, ...(leftBehind ? { leftBehind } : {}), ...(stopped ? { stopped } : {}) };
}

/** A call of the cycle, recorded as one of its steps. */
export async function send(
  ctx: WriteContext,
  session: Session,
  operation: Operation,
  url: string,
  body: unknown,
  mode: SendMode,
  report: WriteCycleReport,
): Promise<Exchange> {
  const exchange = await callOperation(ctx.transport, session, operation, url, { body, mode });
  report.steps.push({ method: operation.method, url, status: exchange.status });
  return exchange;
}
