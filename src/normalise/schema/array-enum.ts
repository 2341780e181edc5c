/**
 * An enum written beside an array instead of on its items: Flask-RESTX 1.3 renders a
 * `reqparse` argument with `action='append', choices=(...)` as the parameter
 * `{type: array, items: {type: string}, collectionFormat: multi, enum: [...]}`. Read
 * literally, no array equals a string, so every value is refused; what the author means
 * (and what the server checks) is that each item is one of the choices. In a parameter's
 * schema the enum moves onto the items, where the inline-enum naming gives it a name
 * (`JobListState`). Elsewhere (named schemas, bodies, responses) a schema keeps what JSON
 * Schema says: that habit is a `reqparse` argument's, and an enum beside an array in a
 * schema of the document's own is read as written.
 */
import { report, type Context } from '../context.js';
import { isRecord, refOf, type Json } from '../json.js';

/**
 * True for `type: array` with an `enum` of choices: strings, numbers or booleans (what
 * `choices` renders as; no array equals one). An enum holding an object or `null` is not
 * that habit and keeps its meaning (`{type: array, enum: [{}, null]}` accepts no value).
 */
function isEnumBesideArray(node: Json): boolean {
  if (node.type !== 'array' || !Array.isArray(node.enum) || node.enum.length === 0) return false;
  if (node.items !== undefined && (!isRecord(node.items) || refOf(node.items) !== undefined))
    return false;
  return node.enum.every((value) => ['string', 'number', 'boolean'].includes(typeof value));
}

/** A parameter's schema, with an enum of choices beside `type: array` moved onto the items. */
export function choicesOntoItems(ctx: Context, node: unknown, pointer: string): unknown {
  return isRecord(node) && isEnumBesideArray(node) ? enumOntoItems(ctx, node, pointer) : node;
}

/** The same node with its enum on the items (kept beside any `type` the items declare). */
function enumOntoItems(ctx: Context, node: Json, pointer: string): Json {
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
