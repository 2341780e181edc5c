import type { MockResponse } from './types.js';
import type { Collection } from './collections.js';
import type { CrudContext } from './crud.js';
import type { Item } from './store.js';
import { failure } from './envelope.js';
import { itemCheck, setIfValid } from './draw.js';
import { relatedValue } from './store.js';
import { findRelated, relatedCollection } from './relations.js';
import { define } from './generate-object.js';
import type { ValueCheck } from './sample.js';

/**
 * A request's fields written into a stored item, which keeps its response shape:
 * a field that names a related item by id (`queue: "default"` where a job's `queue`
 * is a `QueueBrief`) becomes that item's representation, and is refused with a 400
 * when no such item exists, as the service refuses it; a field the response schema
 * does not accept in that form is left out (the item stays valid). `first`: fields the
 * engine sets before the request's (a new item's initial state).
 */
export function mergeFields(
  context: CrudContext,
  collection: Collection,
  item: Item,
  fields: Record<string, unknown>,
  first: readonly [string, unknown][] = [],
): MockResponse | undefined {
  const fromRequest = plannedFields(context, collection, fields);
  if (!Array.isArray(fromRequest)) return fromRequest;
  setPlanned(item, [...first, ...fromRequest], itemCheck(context.store.drawing, collection));
  return undefined;
}

/**
 * A new item of `collection` with `first` (its initial state, its id) and the request's
 * fields, or the request's 400. The draw is valid by construction and the fields usually
 * fit, so the unchecked draw and the fields are checked once, together: one validation per
 * new item. When that check fails (the draw or a field is at fault), the item is drawn as
 * `drawItem` draws it (checked, drawn again until valid) and the fields set by
 * `mergeFields`' rule, so what is stored and answered is always valid.
 */
export function newItem(
  context: CrudContext,
  collection: Collection,
  params: Record<string, string>,
  fields: Record<string, unknown>,
  first: readonly [string, unknown][],
): { item: Item } | { refused: MockResponse } {
  const fromRequest = plannedFields(context, collection, fields);
  if (!Array.isArray(fromRequest)) return { refused: fromRequest };
  const planned = [...first, ...fromRequest];
  const check = itemCheck(context.store.drawing, collection);
  const quick = context.store.draw(collection, params, false);
  for (const [key, value] of planned) define(quick, key, value);
  if (check === undefined || check(quick) === undefined) return { item: quick };
  const item = context.store.draw(collection, params);
  setPlanned(item, planned, check);
  return { item };
}

/** One check for all the fields, the usual case; field by field only when that fails. */
function setPlanned(item: Item, planned: [string, unknown][], check: ValueCheck | undefined): void {
  if (check === undefined || setAllIfValid(item, planned, check)) return;
  for (const [key, value] of planned) setIfValid(item, key, value, check);
}

/** The fields as the item stores them (a related item's representation), or a 400. */
function plannedFields(
  context: CrudContext,
  collection: Collection,
  fields: Record<string, unknown>,
): [string, unknown][] | MockResponse {
  const drawing = context.store.drawing;
  const planned: [string, unknown][] = [];
  for (const [key, value] of Object.entries(fields)) {
    if (key === collection.idField && collection.idIsNumber) continue;
    const schema = collection.properties.get(key);
    if (collection.properties.size > 0 && !schema) continue;
    const isId = typeof value === 'string' || typeof value === 'number';
    const related =
      schema && isId
        ? relatedCollection(key, schema, context.collections, drawing.schemas)
        : undefined;
    if (!related || !schema) {
      planned.push([key, value]);
      continue;
    }
    const target = findRelated(context.store.items(related, {}).byId.values(), related, value);
    if (!target) return failure(400, [`${key}: no ${lastSegment(related.key)} '${String(value)}'`]);
    planned.push([key, relatedValue(target, value, schema, drawing)]);
  }
  return planned;
}

/** Sets every field when the item stays valid with all of them, else changes nothing. */
function setAllIfValid(item: Item, fields: [string, unknown][], check: ValueCheck): boolean {
  const before = Object.entries(item);
  for (const [key, value] of fields) define(item, key, value);
  if (check(item) === undefined) return true;
  for (const key of Object.keys(item)) delete item[key];
  for (const [key, value] of before) define(item, key, value);
  return false;
}

function lastSegment(key: string): string {
  return key.slice(key.lastIndexOf('/') + 1) || 'item';
}
