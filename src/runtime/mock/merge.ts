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
  const planned = [...first, ...fromRequest];
  const check = itemCheck(context.store.drawing, collection);
  // One check for all of them, the usual case; field by field only when that fails.
  if (check === undefined || setAllIfValid(item, planned, check)) return undefined;
  for (const [key, value] of planned) setIfValid(item, key, value, check);
  return undefined;
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
