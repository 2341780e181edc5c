import type { Schema } from '../../ir/types.js';
import type { ChangeDetails, ChangeKind } from '../types.js';
import {
  changeAt,
  emit,
  enterNamed,
  locationOf,
  pathOf,
  rootPosition,
  tailOf,
  type Position,
  type Scope,
} from './context.js';
import { compareResolved } from './schema.js';

/**
 * Templates: what comparing a dirty pair of named schemas emits, worked out once per pair
 * (and site) and replayed wherever an operation meets the pair. Large documents share a
 * few big models among hundreds of operations (Stripe's `account`, `charge`…), and walking
 * such a model again for every operation was most of a diff's time.
 *
 * A template records, in order, the changes inside the pair (paths relative to the pair's
 * root, type references already final) and the nested dirty pairs it meets, without
 * expanding them: whether a nested pair is expanded depends on what the operation has
 * already visited, so that is decided at replay, exactly as the direct walk decides it.
 * Replaying therefore emits the same changes in the same order as walking.
 */
export type Step = ChangeStep | PairStep;

interface ChangeStep {
  /** The step's path below the pair's root, as it is appended to a location (`tailOf`). */
  tail: string;
  typeRef: string;
  kind: ChangeKind;
  pointer: string;
  extra: ChangeDetails[ChangeKind];
}

/** A dirty pair met inside a template; `steps` when its new side is inline (no root of its own). */
interface PairStep {
  /** As in `ChangeStep`. */
  tail: string;
  key: string;
  named?: NamedPair;
  steps?: Step[];
  /**
   * The named pair's template, once a replay looked it up: the step sits in a template of
   * one direction, so it always finds the same one (spares building the cache key again).
   */
  template?: Step[];
}

interface NamedPair {
  name: string;
  oldTarget: Schema;
  newTarget: Schema;
}

/** Expands a dirty pair whose new side is a `$ref` (named `pair.name`) at `here`, its root. */
export function expandNamedPair(scope: Scope, key: string, pair: NamedPair, here: Position): void {
  replay(templateOf(scope, key, pair), locationOf(here), scope);
}

/** While recording: notes a dirty pair met at `at`; an inline new side is recorded in place. */
export function recordPair(
  scope: Scope,
  key: string,
  oldTarget: Schema,
  newSchema: Schema,
  newTarget: Schema,
  at: Position,
): void {
  const recorder = scope.recorder!;
  if (newSchema.kind === 'ref') {
    recorder.push({
      tail: tailOf(pathOf(at)),
      key,
      named: { name: newSchema.name, oldTarget, newTarget },
    });
    return;
  }
  const steps: Step[] = [];
  compareResolved(oldTarget, newTarget, { ...scope, recorder: steps }, at);
  recorder.push({ tail: tailOf(pathOf(at)), key, steps });
}

function templateOf(scope: Scope, key: string, pair: NamedPair): Step[] {
  const cacheKey = `${scope.direction} ${key}`;
  let steps = scope.templates.get(cacheKey);
  if (!steps) {
    steps = [];
    const root = enterNamed(rootPosition('', ''), pair.name);
    compareResolved(pair.oldTarget, pair.newTarget, { ...scope, recorder: steps }, root);
    scope.templates.set(cacheKey, steps);
  }
  return steps;
}

/**
 * Emits a template's changes below `root`, the location of the pair's root in this
 * operation (`result.card`). Each location is the root's plus the step's tail, the same
 * string `locationAt(base, join(path, step path))` builds (context.ts `tailOf`), without
 * reading the joined string again: Stripe's pair replays 38 000 changes, and testing each
 * joined path for a leading `[` copied it whole (a rope is flattened to be read).
 */
function replay(steps: Step[], root: string, scope: Scope): void {
  // an index, not `for … of`: without the optimising compiler each step would allocate an iterator result
  for (let index = 0; index < steps.length; index++) {
    const step = steps[index]!;
    if ('kind' in step) {
      const { kind, pointer, typeRef, extra } = step;
      emit(scope, changeAt(kind, pointer, root + step.tail, typeRef, extra));
      continue;
    }
    if (scope.visited.has(step.key)) continue;
    scope.visited.add(step.key);
    if (step.steps) replay(step.steps, root, scope);
    else {
      step.template ??= templateOf(scope, step.key, step.named!);
      replay(step.template, root + step.tail, scope);
    }
  }
}
