import type { ObjectSchema, Property, Schema } from '../../ir/types.js';
import type { ChangeDetails } from '../types.js';
import { child, emitAt, type Position, type Scope } from './context.js';
import { compareSchemas } from './schema.js';

/**
 * Objects: properties matched by name, then `additionalProperties`. Properties that do not
 * travel in this direction (`readOnly` in a request, `writeOnly` in a response) are skipped;
 * one that starts or stops travelling (a `readOnly`/`writeOnly` flip) appears or disappears
 * from this direction's point of view, and says so in `facts.flipped`.
 */
export function compareObjects(
  oldSchema: ObjectSchema,
  newSchema: ObjectSchema,
  scope: Scope,
  at: Position,
): void {
  const request = scope.direction === 'request';
  const hidden = request ? 'readOnly' : 'writeOnly';
  const pairs = pairProperties(oldSchema.properties, newSchema.properties);
  // Indexes and plain variables, not `for … of` and array destructuring: without the
  // optimising compiler those allocate iterator objects for every property compared.
  for (let index = 0; index < pairs.length; index++) {
    const pair = pairs[index]!;
    const oldProperty = pair[0];
    const newProperty = pair[1];
    const before = travels(oldProperty, request);
    const after = travels(newProperty, request);
    if (!before && !after) continue;
    const property = (after ? newProperty : oldProperty)!;
    const here = child(at, property.name);
    if (before && after) compareProperty(oldProperty!, newProperty!, scope, here);
    else {
      const facts: ChangeDetails['property-added']['facts'] = { required: property.required };
      if (oldProperty && newProperty) facts.flipped = hidden;
      if (after && scope.requiredUnknown && !property.required) facts.requiredUnknown = true;
      emitAt(scope, here, after ? 'property-added' : 'property-removed', property.schema.pointer, {
        facts,
      });
    }
  }
  compareAdditional(
    oldSchema.additionalProperties,
    newSchema.additionalProperties,
    newSchema.pointer,
    scope,
    at,
  );
}

/** Does the property travel in this direction (not `readOnly` in a request, `writeOnly` in a response)? */
function travels(property: Property | undefined, request: boolean): boolean {
  if (property === undefined) return false;
  return !(request ? property.schema.readOnly : property.schema.writeOnly);
}

type PropertyPair = [Property | undefined, Property | undefined];

/**
 * Old and new properties side by side, by name: a merge of the two name-sorted lists (the
 * IR sorts them), which allocates almost nothing on the hot path. Removed ones come first.
 */
function pairProperties(before: Property[], after: Property[]): PropertyPair[] {
  if (!isSorted(before) || !isSorted(after)) return pairByMap(before, after);
  const pairs: PropertyPair[] = [];
  let i = 0;
  let j = 0;
  while (i < before.length || j < after.length) {
    const a = before[i];
    const b = after[j];
    if (a && (!b || a.name < b.name)) (pairs.push([a, undefined]), i++);
    else if (b && (!a || b.name < a.name)) (pairs.push([undefined, b]), j++);
    else (pairs.push([a, b]), i++, j++);
  }
  return pairs;
}

function isSorted(properties: Property[]): boolean {
  for (let index = 1; index < properties.length; index++) {
    if (properties[index - 1]!.name >= properties[index]!.name) return false;
  }
  return true;
}

/** Hand-built or unsorted input: pair through a map instead. */
function pairByMap(before: Property[], after: Property[]): PropertyPair[] {
  const newByName = new Map(after.map((property) => [property.name, property]));
  const oldNames = new Set(before.map((property) => property.name));
  const pairs: PropertyPair[] = before.map((property) => [property, newByName.get(property.name)]);
  for (const property of after) if (!oldNames.has(property.name)) pairs.push([undefined, property]);
  return pairs;
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
