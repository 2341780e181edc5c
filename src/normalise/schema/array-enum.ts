/**
 * An enum written beside an array instead of on its items: Flask-RESTX 1.3 renders a
 * `reqparse` argument with `action='append', choices=(...)` as
 * `{type: array, items: {type: string}, collectionFormat: multi, enum: [...]}`. Read
 * literally, no array equals a string, so every value is refused; what the author means
 * (and what the server checks) is that each item is one of the choices. The enum moves onto
 * the items, where the inline-enum naming gives it a name (`JobListState`).
 */
import { report, type Context } from '../context.js';
import { isRecord, refOf, type Json } from '../json.js';

/** True for `type: array` with an `enum` of which no value is an array (none could ever match). */
export function isEnumBesideArray(node: Json): boolean {
  if (node.type !== 'array' || !Array.isArray(node.enum) || node.enum.length === 0) return false;
  if (node.items !== undefined && (!isRecord(node.items) || refOf(node.items) !== undefined))
    return false;
  return node.enum.every((value) => !Array.isArray(value));
}

/** The same node with its enum on the items (kept beside any `type` the items declare). */
export function enumOntoItems(ctx: Context, node: Json, pointer: string): Json {
  const { enum: values, ...rest } = node;
  const items = isRecord(node.items) ? node.items : {};
  report(
    ctx,
    'enum-moved-to-items',
    'info',
    pointer,
    'An enum beside `type: array` (Flask-RESTX `action="append"` with `choices`) applies to each item; moved onto `items`.',
  );
  return { ...rest, items: { ...items, enum: values } };
}
