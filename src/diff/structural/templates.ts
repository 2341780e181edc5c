import type { Schema } from '../../ir/types.js';
import type { ChangeDetails, ChangeKind } from '../types.js';
import {
  changeAt,
  emit,
  enterNamed,
  join,
  locationAt,
  pathOf,
  rootPosition,
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
  path: string;
  typeRef: string;
  kind: ChangeKind;
  pointer: string;
  extra: ChangeDetails[ChangeKind];
}

/** A dirty pair met inside a template; `steps` when its new side is inline (no root of its own). */
interface PairStep {
  path: string;
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

/** Where a template is replayed: the location base and the path of the pair's root below it. */
interface Origin {
  base: string;
  path: string;
}

/** Expands a dirty pair whose new side is a `$ref` (named `pair.name`) at `here`, its root. */
export function expandNamedPair(scope: Scope, key: string, pair: NamedPair, here: Position): void {
  replay(templateOf(scope, key, pair), { base: here.base, path: pathOf(here) }, scope);
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
    recorder.push({ path: pathOf(at), key, named: { name: newSchema.name, oldTarget, newTarget } });
    return;
  }
  const steps: Step[] = [];
  compareResolved(oldTarget, newTarget, { ...scope, recorder: steps }, at);
  recorder.push({ path: pathOf(at), key, steps });
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

function replay(steps: Step[], origin: Origin, scope: Scope): void {
  for (const step of steps) {
    if ('kind' in step) {
      const location = locationAt(origin.base, join(origin.path, step.path));
      const { kind, pointer, typeRef, extra } = step;
      emit(scope, changeAt(kind, pointer, location, typeRef, extra));
      continue;
    }
    if (scope.visited.has(step.key)) continue;
    scope.visited.add(step.key);
    if (step.steps) replay(step.steps, origin, scope);
    else {
      step.template ??= templateOf(scope, step.key, step.named!);
      replay(step.template, { base: origin.base, path: join(origin.path, step.path) }, scope);
    }
  }
}
