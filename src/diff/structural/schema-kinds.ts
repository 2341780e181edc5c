import type {
  ArraySchema,
  EnumSchema,
  NumberSchema,
  RecordSchema,
  Schema,
  StringSchema,
} from '../../ir/types.js';
import { emitAt, type Position, type Scope } from './context.js';
import { compareConstraints, comparePattern } from './constraints.js';
import { compareObjects } from './objects.js';
import { compareArrays, compareComposites, compareRecords } from './containers.js';
import { enumKey } from './labels.js';

/** Compares two resolved schemas of the same kind, one function per kind. */
export function compareSameKind(
  oldSchema: Schema,
  newSchema: Schema,
  scope: Scope,
  at: Position,
): void {
  switch (oldSchema.kind) {
    case 'string':
      return compareStrings(oldSchema, newSchema as StringSchema, scope, at);
    case 'number':
      return compareNumbers(oldSchema, newSchema as NumberSchema, scope, at);
    case 'enum':
      return compareEnums(oldSchema, newSchema as EnumSchema, scope, at);
    case 'array':
      return compareArrays(oldSchema, newSchema as ArraySchema, scope, at);
    case 'object':
      return compareObjects(oldSchema, newSchema as typeof oldSchema, scope, at);
    case 'record':
      return compareRecords(oldSchema, newSchema as RecordSchema, scope, at);
    case 'union':
    case 'intersection':
      return compareComposites(oldSchema, newSchema as typeof oldSchema, scope, at);
    default:
      return; // boolean, null, unknown, binary: nothing more to compare
  }
}

function compareStrings(
  oldSchema: StringSchema,
  newSchema: StringSchema,
  scope: Scope,
  at: Position,
): void {
  compareFormat(oldSchema.format, newSchema.format, newSchema.pointer, scope, at);
  compareConstraints(oldSchema, newSchema, ['minLength', 'maxLength'], scope, at);
  comparePattern(oldSchema, newSchema, scope, at);
}

function compareNumbers(
  oldSchema: NumberSchema,
  newSchema: NumberSchema,
  scope: Scope,
  at: Position,
): void {
  if (oldSchema.integer !== newSchema.integer) {
    const label = (integer: boolean) => (integer ? 'integer' : 'number');
    emitAt(scope, at, 'type-changed', newSchema.pointer, {
      old: label(oldSchema.integer),
      new: label(newSchema.integer),
    });
    return;
  }
  compareFormat(oldSchema.format, newSchema.format, newSchema.pointer, scope, at);
  const bounds = [
    'minimum',
    'maximum',
    'exclusiveMinimum',
    'exclusiveMaximum',
    'multipleOf',
  ] as const;
  compareConstraints(oldSchema, newSchema, bounds, scope, at);
}

function compareFormat(
  before: string | undefined,
  after: string | undefined,
  pointer: string,
  scope: Scope,
  at: Position,
): void {
  if (before !== after) emitAt(scope, at, 'format-changed', pointer, { old: before, new: after });
}

function compareEnums(
  oldSchema: EnumSchema,
  newSchema: EnumSchema,
  scope: Scope,
  at: Position,
): void {
  if (oldSchema.base !== newSchema.base) {
    emitAt(scope, at, 'type-changed', newSchema.pointer, {
      old: oldSchema.base,
      new: newSchema.base,
    });
    return;
  }
  if (sameValues(oldSchema.values, newSchema.values)) return;
  const before = new Set(oldSchema.values.map(enumKey));
  const after = new Set(newSchema.values.map(enumKey));
  for (const value of oldSchema.values) {
    if (!after.has(enumKey(value)))
      emitAt(scope, at, 'enum-value-removed', newSchema.pointer, {
        old: value,
        subject: enumKey(value),
      });
  }
  for (const value of newSchema.values) {
    if (!before.has(enumKey(value)))
      emitAt(scope, at, 'enum-value-added', newSchema.pointer, {
        new: value,
        subject: enumKey(value),
      });
  }
}

/**
 * The same values in the same order (`===` each): then no value was added or removed, as
 * `enumKey` would find, without stringifying each value. Most enums a diff compares are
 * unchanged (Stripe's pair compares thousands).
 */
function sameValues(before: readonly unknown[], after: readonly unknown[]): boolean {
  if (before.length !== after.length) return false;
  for (let index = 0; index < before.length; index++) {
    if (before[index] !== after[index]) return false;
  }
  return true;
}
