/**
 * allOf. Merged into one object where that is exact: every member an inline object,
 * no property defined twice differently, no closed or typed additionalProperties.
 * Otherwise an intersection, members in document order (refs stay refs). A lone
 * member (Flask-RESTX's `allOf: [{$ref}]` + description) is that member, described.
 */
import type { ObjectSchema, Property, Schema, SchemaMeta } from '../../ir/types.js';
import { schemaKey } from '../../ir/compare.js';
import { compareStrings } from '../../ir/sort.js';
import type { Context } from '../context.js';
import { isObject, stringsAt, type Json } from '../json.js';
import { child } from '../pointer.js';
import { convertSchema } from './convert.js';
import { readMeta, withOuterMeta } from './meta.js';

export function convertAllOf(ctx: Context, node: Json, pointer: string): Schema {
  const meta = readMeta(ctx, node, pointer);
  const raw = node.allOf as unknown[];
  const members = raw
    .map((item, index) => convertSchema(ctx, item, child(pointer, 'allOf', index)))
    .filter((member) => !isEmpty(member));
  if (isObject(node.properties)) {
    const { allOf: _allOf, ...rest } = node;
    members.push(convertSchema(ctx, { type: 'object', ...rest }, pointer));
  }
  if (members.length === 0) return { kind: 'unknown', ...meta, objectOnly: false };
  if (members.length === 1) return withOuterMeta(members[0] as Schema, meta);
  const required = new Set([
    ...stringsAt(node, 'required'),
    ...raw.filter(isObject).flatMap((m) => stringsAt(m, 'required')),
  ]);
  return mergeObjects(members, meta, required) ?? { kind: 'intersection', ...meta, members };
}

/** `{}` adds nothing to an allOf. */
function isEmpty(schema: Schema): boolean {
  return (
    schema.kind === 'unknown' && !schema.objectOnly && schema.not === undefined && !schema.nullable
  );
}

function mergeObjects(
  members: Schema[],
  meta: SchemaMeta,
  required: Set<string>,
): ObjectSchema | undefined {
  const byName = new Map<string, Property>();
  for (const member of members) {
    if (member.kind !== 'object' || member.additionalProperties !== true || member.discriminator)
      return undefined;
    for (const property of member.properties) {
      const seen = byName.get(property.name);
      if (seen && schemaKey(seen.schema) !== schemaKey(property.schema)) return undefined;
      byName.set(property.name, {
        ...property,
        required: property.required || seen?.required === true,
      });
    }
  }
  const properties = [...byName.values()]
    .map((p) => ({ ...p, required: p.required || required.has(p.name) }))
    .sort((a, b) => compareStrings(a.name, b.name));
  return { kind: 'object', ...meta, properties, additionalProperties: true };
}
