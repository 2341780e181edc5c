import type { Operation, Property, Schema } from '../../ir/types.js';
import type { SchemaLookup } from '../operations/envelope-schema.js';

/** The schema behind a `$ref` chain (undefined for a dangling or cyclic one). */
export function derefSchema(schema: Schema, lookup: SchemaLookup): Schema | undefined {
  let current: Schema | undefined = schema;
  for (let hops = 0; current?.kind === 'ref' && hops < 32; hops++) current = lookup(current.name);
  return current?.kind === 'ref' ? undefined : current;
}

/** An object's properties, through refs and `allOf` members. */
export function propertiesOf(schema: Schema, lookup: SchemaLookup, depth = 0): Property[] {
  const target = derefSchema(schema, lookup);
  if (target === undefined || depth > 8) return [];
  if (target.kind === 'object') return target.properties;
  if (target.kind === 'intersection') {
    return target.members.flatMap((member) => propertiesOf(member, lookup, depth + 1));
  }
  return [];
}

/** The item schema of a read that returns a list (enveloped, or a plain JSON array). */
export function listItemOf(op: Operation, lookup: SchemaLookup): Schema | undefined {
  if (op.result.shape === 'list') return op.result.item;
  if (op.result.shape === 'empty') return undefined;
  const item = derefSchema(op.result.item, lookup);
  return item?.kind === 'array' ? item.items : undefined;
}
