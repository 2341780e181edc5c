import type { ObjectSchema, Property, Schema } from '../../ir/types.js';
import { child, emitAt, type Position, type Scope } from './context.js';
import { compareSchemas } from './schema.js';

/**
 * Objects: properties matched by name, then `additionalProperties`. Properties that do not
 * travel in this direction (`readOnly` in a request, `writeOnly` in a response) are skipped.
 */
export function compareObjects(
  oldSchema: ObjectSchema,
  newSchema: ObjectSchema,
  scope: Scope,
  at: Position,
): void {
  const travels = (property: Property) =>
    !(scope.direction === 'request' ? property.schema.readOnly : property.schema.writeOnly);
  const after = new Map(
    newSchema.properties.filter(travels).map((property) => [property.name, property]),
  );
  const before = new Set(oldSchema.properties.filter(travels).map((property) => property.name));
  for (const oldProperty of oldSchema.properties.filter(travels)) {
    const newProperty = after.get(oldProperty.name);
    const here = child(at, oldProperty.name);
    if (!newProperty) {
      emitAt(scope, here, 'property-removed', oldProperty.schema.pointer, {
        facts: { required: oldProperty.required },
      });
      continue;
    }
    compareProperty(oldProperty, newProperty, scope, here);
  }
  for (const newProperty of after.values()) {
    if (before.has(newProperty.name)) continue;
    emitAt(scope, child(at, newProperty.name), 'property-added', newProperty.schema.pointer, {
      facts: { required: newProperty.required },
    });
  }
  compareAdditional(
    oldSchema.additionalProperties,
    newSchema.additionalProperties,
    newSchema.pointer,
    scope,
    at,
  );
}

function compareProperty(
  oldProperty: Property,
  newProperty: Property,
  scope: Scope,
  at: Position,
): void {
  if (oldProperty.required !== newProperty.required) {
    emitAt(scope, at, 'required-changed', newProperty.schema.pointer, {
      old: oldProperty.required,
      new: newProperty.required,
    });
  }
  compareSchemas(oldProperty.schema, newProperty.schema, scope, at);
}

function compareAdditional(
  before: boolean | Schema,
  after: boolean | Schema,
  pointer: string,
  scope: Scope,
  at: Position,
): void {
  if (typeof before === 'object' && typeof after === 'object') {
    compareSchemas(before, after, scope, child(at, '*'));
    return;
  }
  if (before === after) return;
  emitAt(scope, at, 'constraint-changed', pointer, {
    subject: 'additionalProperties',
    old: typeof before === 'object' ? 'schema' : before,
    new: typeof after === 'object' ? 'schema' : after,
    tightened: after === false || (after !== true && before === true),
    facts: { action: 'changed' },
  });
}
