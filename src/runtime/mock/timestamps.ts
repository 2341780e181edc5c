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
  const candidates = stagedNames(properties);
  if (candidates.length < 2) return;
  // The drawn values sorted, handed to the names that hold one, in stage order.
  const names: string[] = [];
  const values: string[] = [];
  for (const name of candidates) {
    const value = out[name];
    if (typeof value !== 'string' || !DRAWN.test(value)) continue;
    names.push(name);
    insertSorted(values, value);
  }
  if (names.length < 2) return;
  names.forEach((name, index) => (out[name] = values[index]));
}

/**
 * The names of the properties that may hold a timestamp to reorder, by stage (the order
 * of the list within one stage): worked out once per property list.
 */
const stagedByList = new WeakMap<readonly MockProperty[], string[]>();

function stagedNames(properties: readonly MockProperty[]): string[] {
  let found = stagedByList.get(properties);
  if (found === undefined) {
    found = properties
      .filter(reorderable)
      .map((property) => ({ name: property.name, stage: stageOf(property.name) }))
      .filter((entry) => entry.stage >= 0)
      .sort((a, b) => a.stage - b.stage)
      .map((entry) => entry.name);
    stagedByList.set(properties, found);
  }
  return found;
}

/** A handful of values at most: insertion keeps them in order without a sort's comparator calls. */
function insertSorted(values: string[], value: string): void {
  let at = values.length;
  while (at > 0 && (values[at - 1] as string) > value) at--;
  values.splice(at, 0, value);
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
