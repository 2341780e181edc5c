import type { MockSchema, MockSchemas } from './schema.js';
import type { Collection } from './collections.js';
import type { Item } from './store.js';
import { propertiesOf, resolve, schemaIdentity } from './schema-utils.js';

/**
 * Relations between collections, decided from the schemas: an item property whose
 * response schema is an object (a job's `queue` is a `QueueBrief`) while requests
 * name it by id (`queue: "default"`) refers to another collection's item. The
 * collection is the one named like the property (`queue` → `/queue`, `owner_id` →
 * `/owner`), or the one whose items are that schema or carry all its properties.
 * The value stored is that item's representation in the property's shape.
 */

/** The collection a property of this schema refers to, if it is an object by id. */
export function relatedCollection(
  name: string,
  schema: MockSchema,
  collections: readonly Collection[],
  schemas: MockSchemas,
): Collection | undefined {
  const target = resolve(schema, schemas);
  if (target.kind !== 'object' && target.kind !== 'intersection') return undefined;
  const stem = name
    .replace(/_?(id|name)$/i, '')
    .replace(/s$/, '')
    .toLowerCase();
  const roots = collections.filter((collection) => !collection.key.includes('{'));
  const named = roots.find((collection) => lastSegment(collection.key) === stem);
  if (named) return named;
  const identity = schemaIdentity(schema);
  const same = roots.find((collection) => schemaIdentity(collection.item) === identity);
  if (same) return same;
  const wanted = [...propertiesOf(schema, schemas).keys()];
  return roots.find(
    (collection) => wanted.length > 0 && wanted.every((key) => collection.properties.has(key)),
  );
}

/** The stored item with this id (by its id field, or by any property holding it). */
export function findRelated(
  items: Iterable<Item>,
  collection: Collection,
  id: unknown,
): Item | undefined {
  const text = String(id);
  for (const item of items) if (String(item[collection.idField]) === text) return item;
  return undefined;
}

/** A stored item in the shape of the property's schema: its fields that the schema has. */
export function representation(item: Item, schema: MockSchema, schemas: MockSchemas): Item {
  const keys = propertiesOf(schema, schemas);
  if (keys.size === 0) return { ...item };
  const out: Item = {};
  for (const key of keys.keys()) {
    if (Object.prototype.hasOwnProperty.call(item, key))
      Object.defineProperty(out, key, {
        value: item[key],
        enumerable: true,
        writable: true,
        configurable: true,
      });
  }
  return out;
}

function lastSegment(key: string): string {
  return key
    .slice(key.lastIndexOf('/') + 1)
    .replace(/s$/, '')
    .toLowerCase();
}
