import type { ArraySchema, IntersectionSchema, RecordSchema, UnionSchema } from '../../ir/types.js';
import { child, emitAt, type Position, type Scope } from './context.js';
import { compareConstraints } from './constraints.js';
import { compareSchemas } from './schema.js';
import { compositeKeyword, pairVariants } from './variants.js';

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

/**
 * Unions and intersections: variants paired (by name, else in order) and compared pair by pair;
 * variants added or removed are one change, whose facts say which and how many. A composite
 * whose keyword changed (`anyOf` → `oneOf`, a union → an `allOf`) is one change.
 */
export function compareComposites(
  oldSchema: UnionSchema | IntersectionSchema,
  newSchema: UnionSchema | IntersectionSchema,
  scope: Scope,
  at: Position,
): void {
  const before = oldSchema.kind === 'union' ? oldSchema.variants : oldSchema.members;
  const after = newSchema.kind === 'union' ? newSchema.variants : newSchema.members;
  const keyword = compositeKeyword(newSchema);
  if (compositeKeyword(oldSchema) !== keyword) {
    emitAt(scope, at, 'schema-changed', newSchema.pointer, {
      subject: 'variants',
      old: before.length,
      new: after.length,
    });
    return;
  }
  const { pairs, added, removed } = pairVariants(before, after);
  if (added > 0 || removed > 0) {
    emitAt(scope, at, 'schema-changed', newSchema.pointer, {
      subject: 'variants',
      old: before.length,
      new: after.length,
      facts: { keyword, added: added > 0, removed: removed > 0 },
    });
  }
  for (const [oldMember, newMember] of pairs) compareSchemas(oldMember, newMember, scope, at);
}
