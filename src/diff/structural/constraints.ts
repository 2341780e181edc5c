import type { StringSchema } from '../../ir/types.js';
import { emitAt, type Position, type Scope } from './context.js';

/** Constraints where a larger value accepts fewer values (a lower bound). */
const LOWER_BOUNDS = new Set([
  'minLength',
  'minimum',
  'exclusiveMinimum',
  'minItems',
  'minProperties',
]);

type ConstraintName =
  | 'minLength'
  | 'maxLength'
  | 'minimum'
  | 'maximum'
  | 'exclusiveMinimum'
  | 'exclusiveMaximum'
  | 'multipleOf'
  | 'minItems'
  | 'maxItems'
  | 'uniqueItems'
  | 'minProperties'
  | 'maxProperties';

/**
 * Emits one `constraint-changed` per differing constraint, with `tightened` set when the
 * new schema accepts fewer values: a bound added or moved inwards, `uniqueItems` switched on.
 */
export function compareConstraints<
  T extends Partial<Record<ConstraintName, number | boolean>> & { pointer: string },
>(oldSchema: T, newSchema: T, names: readonly ConstraintName[], scope: Scope, at: Position): void {
  for (let index = 0; index < names.length; index++) {
    const name = names[index]!;
    const before = oldSchema[name];
    const after = newSchema[name];
    if (before === after) continue;
    emitAt(scope, at, 'constraint-changed', newSchema.pointer, {
      subject: name,
      old: before,
      new: after,
      tightened: isTighter(name, before, after),
      facts: {
        action: before === undefined ? 'added' : after === undefined ? 'removed' : 'changed',
      },
    });
  }
}

function isTighter(
  name: ConstraintName,
  before: number | boolean | undefined,
  after: number | boolean | undefined,
): boolean {
  if (after === undefined || after === false) return false;
  if (before === undefined || before === false) return true;
  if (name === 'multipleOf') return true; // a different step rejects values the old one took
  return LOWER_BOUNDS.has(name) ? after > before : after < before;
}

/** A pattern added or changed may reject values; a pattern removed accepts more. */
export function comparePattern(
  oldSchema: StringSchema,
  newSchema: StringSchema,
  scope: Scope,
  at: Position,
): void {
  if (oldSchema.pattern === newSchema.pattern) return;
  const action =
    oldSchema.pattern === undefined
      ? 'added'
      : newSchema.pattern === undefined
        ? 'removed'
        : 'changed';
  emitAt(scope, at, 'constraint-changed', newSchema.pointer, {
    subject: 'pattern',
    old: oldSchema.pattern,
    new: newSchema.pattern,
    tightened: action !== 'removed',
    facts: { action },
  });
}
