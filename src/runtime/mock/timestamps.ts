/**
 * Timestamps that keep their order: the date-time properties of one object named like
 * stages of a lifecycle (`created` ≤ `started` ≤ `finished` ≤ `updated`) are drawn
 * independently, then handed out in stage order, so a job never finishes before it
 * started. Only values the engine drew (RFC 3339 UTC, whole seconds) are reordered: the
 * same format, so each stays valid where another was; a property with a pattern or
 * length bounds keeps its own (the validators still check every value).
 */
import type { MockProperty } from './schema.js';

/** Stages in order; a property's stage is the first whose pattern its name matches. */
const STAGES: readonly RegExp[] = [
  /^(created|submitted|requested|registered|queued|enqueued|issued)(_?(at|on|time|date))?$/i,
  /^(scheduled|accepted|approved)(_?(at|on|time|date))?$/i,
  /^(started|start|began|begun|opened|running_since)(_?(at|on|time|date))?$/i,
  /^(finished|completed|ended|end|stopped|closed|done|failed|cancelled|canceled|resolved)(_?(at|on|time|date))?$/i,
  /^(updated|modified|changed|last_?(modified|updated|seen|changed))(_?(at|on|time|date))?$/i,
];

const DRAWN = /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ$/;

const stages = new Map<string, number>();

/** The stage of a property name, or -1 when it names none (worked out once per name). */
export function stageOf(name: string): number {
  let stage = stages.get(name);
  if (stage === undefined) {
    const snake = name.replace(/([a-z0-9])([A-Z])/g, '$1_$2');
    stage = STAGES.findIndex((pattern) => pattern.test(snake));
    stages.set(name, stage);
  }
  return stage;
}

/** Reorders the drawn timestamps of `out` (properties of one object) by stage. */
export function orderTimestamps(
  out: Record<string, unknown>,
  properties: readonly MockProperty[],
): void {
  const staged: { name: string; stage: number }[] = [];
  for (const property of properties) {
    const value = out[property.name];
    if (typeof value !== 'string' || !reorderable(property)) continue;
    const stage = stageOf(property.name);
    if (stage >= 0 && DRAWN.test(value)) staged.push({ name: property.name, stage });
  }
  if (staged.length < 2) return;
  const values = staged.map((entry) => out[entry.name] as string).sort();
  staged.sort((a, b) => a.stage - b.stage);
  staged.forEach((entry, index) => (out[entry.name] = values[index]));
}

/** A string property free of keywords that would tell one drawn timestamp from another. */
function reorderable(property: MockProperty): boolean {
  const schema = property.schema;
  return (
    schema.kind === 'string' &&
    schema.pattern === undefined &&
    schema.minLength === undefined &&
    schema.maxLength === undefined
  );
}
