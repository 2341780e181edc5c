import type { MockResponse } from './types.js';
import type { Collection } from './collections.js';
import type { CrudContext } from './crud.js';
import type { Item } from './store.js';
import { failure } from './envelope.js';
import { itemCheck, setIfValid } from './draw.js';
import { relatedValue } from './store.js';
import { findRelated, relatedCollection } from './relations.js';

/**
 * A request's fields written into a stored item, which keeps its response shape:
 * a field that names a related item by id (`queue: "default"` where a job's `queue`
 * is a `QueueBrief`) becomes that item's representation, and is refused with a 400
 * when no such item exists, as the service refuses it; a field the response schema
 * does not accept in that form is left out (the item stays valid).
 */
export function mergeFields(
  context: CrudContext,
  collection: Collection,
  item: Item,
  fields: Record<string, unknown>,
): MockResponse | undefined {
  const drawing = context.store.drawing;
  const check = itemCheck(drawing, collection);
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
      setIfValid(item, key, value, check);
      continue;
    }
    const target = findRelated(context.store.items(related, {}).byId.values(), related, value);
    if (!target) return failure(400, [`${key}: no ${lastSegment(related.key)} '${String(value)}'`]);
    setIfValid(item, key, relatedValue(target, value, schema, drawing), check);
  }
  return undefined;
}

function lastSegment(key: string): string {
  return key.slice(key.lastIndexOf('/') + 1) || 'item';
}
