import type { ArraySchema, IntersectionSchema, RecordSchema, UnionSchema } from '../../ir/types.js';
import { child, emitAt, type Position, type Scope } from './context.js';
import { compareConstraints } from './constraints.js';
import { compareSchemas } from './schema.js';

/** Schemas that contain schemas: arrays, maps, unions and intersections. */
export function compareArrays(
  oldSchema: ArraySchema,
  newSchema: ArraySchema,
  scope: Scope,
  at: Position,
): void {
  compareConstraints(oldSchema, newSchema, ['minItems', 'maxItems', 'uniqueItems'], scope, at);
  compareSchemas(oldSchema.items, newSchema.items, scope, child(at, '[]'));
}

export function compareRecords(
  oldSchema: RecordSchema,
  newSchema: RecordSchema,
  scope: Scope,
  at: Position,
): void {
  compareConstraints(oldSchema, newSchema, ['minProperties', 'maxProperties'], scope, at);
  compareSchemas(oldSchema.values, newSchema.values, scope, child(at, '*'));
}

/** Unions and intersections: member by member when the counts agree, else one change. */
export function compareComposites(
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
