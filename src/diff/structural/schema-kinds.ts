import type {
  ArraySchema,
  EnumSchema,
  NumberSchema,
  RecordSchema,
  Schema,
  StringSchema,
  UnionSchema,
  IntersectionSchema,
} from '../../ir/types.js';
import { child, emitAt, type Position, type Scope } from './context.js';
import { compareConstraints, comparePattern } from './constraints.js';
import { compareObjects } from './objects.js';
import { compareSchemas } from './schema.js';
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

function compareArrays(
  oldSchema: ArraySchema,
  newSchema: ArraySchema,
  scope: Scope,
  at: Position,
): void {
  compareConstraints(oldSchema, newSchema, ['minItems', 'maxItems', 'uniqueItems'], scope, at);
  compareSchemas(oldSchema.items, newSchema.items, scope, child(at, '[]'));
}

function compareRecords(
  oldSchema: RecordSchema,
  newSchema: RecordSchema,
  scope: Scope,
  at: Position,
): void {
  compareConstraints(oldSchema, newSchema, ['minProperties', 'maxProperties'], scope, at);
  compareSchemas(oldSchema.values, newSchema.values, scope, child(at, '*'));
}

/** Unions and intersections: member by member when the counts agree, else one change. */
function compareComposites(
  oldSchema: UnionSchema | IntersectionSchema,
  newSchema: UnionSchema | IntersectionSchema,
  scope: Scope,
  at: Position,
): void {
  const before = oldSchema.kind === 'union' ? oldSchema.variants : oldSchema.members;
  const after = newSchema.kind === 'union' ? newSchema.variants : newSchema.members;
  const sameMode = oldSchema.kind !== 'union' || oldSchema.mode === (newSchema as UnionSchema).mode;
  if (before.length !== after.length || !sameMode) {
    emitAt(scope, at, 'schema-changed', newSchema.pointer, {
      subject: 'variants',
      old: before.length,
      new: after.length,
    });
    return;
  }
  before.forEach((member, index) => compareSchemas(member, after[index]!, scope, at));
}
