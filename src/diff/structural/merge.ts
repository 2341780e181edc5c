import type { IntersectionSchema, ObjectSchema, Property } from '../../ir/types.js';
import type { Scope } from './context.js';
import { resolve } from './schema.js';

/**
 * `allOf: [{$ref: User}, {properties: {extra}}]` that the normaliser kept as an
 * intersection (it keeps names rather than copy a named schema) reads, for comparison, as
 * the one object it describes: properties and `required` from every member. Written either
 * way, the same object is the same object. Undefined when a member is not an object.
 */
export function mergeObjects(
  schema: IntersectionSchema,
  named: Scope['oldSchemas'],
  depth: number,
): ObjectSchema | undefined {
  const members = schema.members.map((member) => resolve(member, named, depth + 1));
  if (!members.every((member): member is ObjectSchema => member.kind === 'object'))
    return undefined;
  const byName = new Map<string, Property>();
  for (const member of members) {
    for (const property of member.properties) {
      const seen = byName.get(property.name);
      byName.set(
        property.name,
        seen ? { ...seen, required: seen.required || property.required } : property,
      );
    }
  }
  const properties = [...byName.values()].sort((a, b) =>
    a.name < b.name ? -1 : a.name > b.name ? 1 : 0,
  );
  return {
    kind: 'object',
    pointer: schema.pointer,
    nullable: schema.nullable,
    properties,
    additionalProperties: members.some((member) => member.additionalProperties === false)
      ? false
      : true,
  };
}
