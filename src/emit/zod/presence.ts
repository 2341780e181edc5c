/**
 * Whether a schema's zod form refuses a missing value (`undefined`) by itself, so that a
 * required property needs no presence check: a typed leaf, an array or an object does;
 * `{}`, binary content, a `not` and what refers to them do not.
 */
import type { Schema } from '../../ir/types.js';

const DECIDING = new Set([
  'string',
  'number',
  'boolean',
  'null',
  'enum',
  'array',
  'object',
  'record',
]);

export function decidesPresence(
  schema: Schema,
  named: ReadonlyMap<string, Schema>,
  seen: ReadonlySet<string> = new Set(),
): boolean {
  if (schema.not !== undefined) return false;
  switch (schema.kind) {
    case 'unknown':
      return schema.objectOnly;
    case 'ref': {
      const target = named.get(schema.name);
      if (target === undefined || seen.has(schema.name)) return false;
      return decidesPresence(target, named, new Set([...seen, schema.name]));
    }
    case 'union':
      return schema.variants.every((variant) => decidesPresence(variant, named, seen));
    case 'intersection':
      return schema.members.some((member) => decidesPresence(member, named, seen));
    default:
      return DECIDING.has(schema.kind);
  }
}
