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
import { stringsAt, type Json } from '../json.js';
import { hasAssertions, withoutMetaKeywords } from './keywords.js';
import { child } from '../../json/pointer.js';
import { convertSchema } from './convert.js';
import { readMeta, withOuterMeta } from './meta.js';

export function convertAllOf(ctx: Context, node: Json, pointer: string): Schema {
  const meta = readMeta(ctx, node, pointer, false);
  const raw = node.allOf as unknown[];
  const members = raw
    .map((item, index) => convertSchema(ctx, item, child(pointer, 'allOf', index)))
    .filter((member) => !isEmpty(member));
  const { allOf: _allOf, ...rest } = node;
  const siblings = withoutMetaKeywords(rest);
  const { required: _required, ...beyondRequired } = siblings;
  if (hasAssertions(beyondRequired)) members.push(convertSchema(ctx, siblings, pointer));
  const required = new Set(stringsAt(node, 'required'));
  const merged =
    members.length > 1 || required.size > 0 ? mergeObjects(members, meta, required) : undefined;
  if (merged !== undefined) return merged;
  if (!hasAssertions(beyondRequired) && required.size > 0)
    members.push(convertSchema(ctx, siblings, pointer));
  if (members.length === 0) return { kind: 'unknown', ...meta, objectOnly: false };
  if (members.length === 1) return withOuterMeta(members[0] as Schema, meta);
  return { kind: 'intersection', ...meta, members };
}

/** `{}` adds nothing to an allOf. */
function isEmpty(schema: Schema): boolean {
  return (
    schema.kind === 'unknown' && !schema.objectOnly && schema.not === undefined && !schema.nullable
  );
}

/**
 * One object when every member is an inline open object, no property is defined twice
 * differently (a member's `unknown` for a name it only requires yields to a definition),
 * and every name that `required` lists beside the allOf is defined by some member.
 */
function mergeObjects(
  members: Schema[],
  meta: SchemaMeta,
  required: Set<string>,
): ObjectSchema | undefined {
  if (members.length === 0) return undefined;
  const byName = new Map<string, Property>();
  for (const member of members) {
    if (member.kind !== 'object' || member.additionalProperties !== true || member.discriminator)
      return undefined;
    if (member.minProperties !== undefined || member.maxProperties !== undefined) return undefined;
    if (member.nullable || member.not !== undefined) return undefined;
    for (const property of member.properties) {
      const seen = byName.get(property.name);
      const schema =
        seen === undefined ? property.schema : mergedSchema(seen.schema, property.schema);
      if (schema === undefined) return undefined;
      byName.set(property.name, {
        ...property,
        schema,
        required: property.required || seen?.required === true,
      });
    }
  }
  if ([...required].some((name) => !byName.has(name))) return undefined;
  const properties = [...byName.values()]
    .map((p) => ({ ...p, required: p.required || required.has(p.name) }))
    .sort((a, b) => compareStrings(a.name, b.name));
  return { kind: 'object', ...meta, properties, additionalProperties: true };
}

function mergedSchema(a: Schema, b: Schema): Schema | undefined {
  if (isEmpty(a)) return b;
  if (isEmpty(b)) return a;
  return schemaKey(a) === schemaKey(b) ? a : undefined;
}
