/** Arrays: `items` (a tuple's item list or 3.1 `prefixItems` becomes a union), item counts, uniqueness. */
import type { ArraySchema, Schema, SchemaMeta } from '../../ir/types.js';
import { report, type Context } from '../context.js';
import { numberAt, type Json } from '../json.js';
import { child } from '../../json/pointer.js';
import { convertSchema } from './convert.js';

export function convertArray(ctx: Context, node: Json, meta: SchemaMeta): ArraySchema {
  // Fields after the spread assigned, not in the literal (see scalar.ts convertNumber).
  const out = { kind: 'array', ...meta } as ArraySchema;
  out.items = itemsOf(ctx, node, meta.pointer);
  const minItems = numberAt(node, 'minItems');
  const maxItems = numberAt(node, 'maxItems');
  if (minItems !== undefined) out.minItems = minItems;
  if (maxItems !== undefined) out.maxItems = maxItems;
  if (node.uniqueItems === true) out.uniqueItems = true;
  return out;
}

function itemsOf(ctx: Context, node: Json, pointer: string): Schema {
  const tuple = Array.isArray(node.items)
    ? node.items
    : Array.isArray(node.prefixItems)
      ? node.prefixItems
      : undefined;
  if (tuple !== undefined) {
    const key = Array.isArray(node.items) ? 'items' : 'prefixItems';
    report(
      ctx,
      'tuple-items',
      'info',
      pointer,
      'A tuple is read as an array of the union of its item types.',
    );
    const variants = tuple.map((item, index) =>
      convertSchema(ctx, item, child(pointer, key, index)),
    );
    return {
      kind: 'union',
      pointer: child(pointer, key),
      nullable: false,
      mode: 'anyOf',
      variants,
    };
  }
  if (node.items === undefined && node.type !== undefined) {
    report(
      ctx,
      'array-items-missing',
      'info',
      pointer,
      'An array without `items`: its items are unknown.',
    );
  }
  return convertSchema(ctx, node.items, `${pointer}/items`);
}
