import { operationReport } from './read-run.js';
import type { Finding, OperationReport, WriteReport } from './types.js';
import { type CycleOutcome, runCycle, type WriteContext } from './write-cycle.js';
import type { WriteCycle, WritePlan } from './write-plan.js';

/**
 * `--allow-writes`: every cycle the plan found, side by side (the transport bounds how many
 * calls are in flight). A cycle stopped by Ctrl-C or the budget has cleaned up first;
 * the first such stop is handed back so that the run is reported as incomplete.
 */
export interface WritesOutcome {
  writes: WriteReport;
  /** The write operations: their statuses, or why they were not sent. */
  operations: OperationReport[];
  /** One error finding per record left behind. */
  findings: Finding[];
  stopped?: unknown;
}

export async function runWrites(ctx: WriteContext, plan: WritePlan): Promise<WritesOutcome> {
  const outcomes = await Promise.all(
    plan.cycles.map((cycle) =>
      runCycle(ctx, cycle)
        .catch((stopped: unknown) => notRun(cycle, stopped))
        .finally(() => ctx.tick?.()),
    ),
  );
  const writes: WriteReport = {
    cycles: outcomes.map((o) => o.report),
    leftBehind: outcomes.flatMap((o) => (o.leftBehind ? [o.leftBehind] : [])),
  };
  const learned = outcomes.flatMap((o) => (o.learned ? [o.learned] : []));
  if (learned.length > 0) writes.learned = learned;
  const findings = plan.cycles.flatMap((cycle, i) =>
    leftBehindFinding(cycle, outcomes[i] as CycleOutcome),
  );
  const operations = [
    ...plan.cycles.flatMap((cycle, i) => cycleOperations(cycle, outcomes[i] as CycleOutcome)),
    ...plan.notSent.map(({ operation, reason }) => ({
      ...operationReport(operation),
      skipped: reason,
    })),
  ];
  return { writes, operations, findings, stopped: outcomes.find((o) => o.stopped)?.stopped };
}

function notRun(cycle: WriteCycle, stopped: unknown): CycleOutcome {
  return {
    report: {
      collection: cycle.collection,
      steps: [],
      cleanedUp: false,
      skipped: 'not run: the probe stopped first',
    },
    stopped,
  };
}

function leftBehindFinding(cycle: WriteCycle, outcome: CycleOutcome): Finding[] {
  const left = outcome.leftBehind;
  if (!left) return [];
  const remove = cycle.remove ?? cycle.create;
  const where = left.url ?? `a record in ${cycle.collection}`;
  return [
    {
      kind: 'left-behind',
      severity: 'error',
      operation: remove.id,
      method: remove.method,
      path: remove.path,
      message: `${where} was created by the probe and is still there: ${left.reason}`,
      users: [left.user],
    },
  ];
}

/** The create, update and delete of a cycle, each with the last status per user. */
function cycleOperations(cycle: WriteCycle, outcome: CycleOutcome): OperationReport[] {
  const writes = [cycle.create, cycle.update, cycle.remove].filter((op) => op !== undefined);
  return writes.map((operation) => {
    const report = operationReport(operation);
    const user = outcome.report.user;
    const steps = outcome.report.steps.filter((step) => step.method === operation.method);
    const last = steps[steps.length - 1];
    if (user && last) report.statuses[user] = last.status;
    else
      report.skipped = outcome.report.skipped ?? 'not reached: an earlier step of its cycle failed';
    return report;
  });
}
