import type { MockSchema, MockUser } from './types.js';
import { resolve } from './schema-utils.js';
import { holdsUsers, type Collection } from './collections.js';
import { drawItem, drawItemUnchecked, itemCheck, setIfValid, type Drawing } from './draw.js';
import { describeUser } from './identity.js';
import { representation } from './relations.js';

/**
 * The installation's state: the items of every collection, seeded lazily on first
 * use from a stream keyed by the collection, so the same seed gives the same items
 * whatever order they are first asked for in. Nested collections with a store of
 * their own (`/storage/bucket/{bucket}/file`) are kept per parent. Every item is in
 * its collection's response shape (checked by the generated validators).
 */

export type Item = Record<string, unknown>;

/** A top-level collection's property that names an item of another (a job's `queue`). */
export interface Link {
  property: string;
  target: Collection;
}

interface Items {
  byId: Map<string, Item>;
  nextId: number;
}

export class Store {
  private readonly collections = new Map<string, Items>();

  constructor(
    readonly drawing: Drawing,
    private readonly users: readonly MockUser[],
    private readonly itemsPerCollection: number,
    private readonly links: Map<Collection, Link[]>,
  ) {}

  /** The items of a collection, for the given path parameters (which select a nested store). */
  items(collection: Collection, params: Record<string, string>): Items {
    // Asked several times per request: a top-level collection's key is used as it is.
    const key = !collection.key.includes('{')
      ? collection.key
      : collection.key.replace(/\{([^}/]+)\}/g, (_, name: string) =>
          encodeURIComponent(params[name] ?? ''),
        );
    let found = this.collections.get(key);
    if (!found) {
      found = this.seedItems(collection, key);
      this.collections.set(key, found);
    }
    return found;
  }

  /**
   * A new item (not stored yet); its initial state is the caller's (merge.ts `newItem`).
   * `checked: false` is the same draw before its check, for a caller that checks it once
   * together with the fields it sets.
   */
  draw(collection: Collection, params: Record<string, string>, checked = true): Item {
    const items = this.items(collection, params);
    const key = `${collection.key}#new#${items.nextId}`;
    const draw = checked ? drawItem : drawItemUnchecked;
    return asItem(draw(this.drawing, collection, key));
  }

  /** Stores a new item, giving it the next id when ids are numbers. */
  add(collection: Collection, params: Record<string, string>, item: Item): string {
    const items = this.items(collection, params);
    this.identify(collection, item, items.nextId);
    items.nextId++;
    const id = String(item[collection.idField]);
    items.byId.set(id, item);
    return id;
  }

  private seedItems(collection: Collection, key: string): Items {
    const isUsers = holdsUsers(collection);
    const count = isUsers ? this.users.length : this.itemsPerCollection;
    const check = itemCheck(this.drawing, collection);
    const byId = new Map<string, Item>();
    for (let index = 1; index <= count; index++) {
      const item = asItem(drawItem(this.drawing, collection, `${key}#${index}`));
      this.identify(collection, item, index);
      if (isUsers) describeUser(item, this.users[index - 1] as MockUser, index, check);
      for (const link of this.links.get(collection) ?? []) this.link(item, link, index, collection);
      byId.set(String(item[collection.idField]), item);
    }
    return { byId, nextId: count + 1 };
  }

  /** Numeric ids count up from 1; a string id the item lacks becomes `<field>-<n>`. */
  private identify(collection: Collection, item: Item, index: number): void {
    // A marshalled null is no id; a new item may have been checked with its id already.
    if (!collection.idIsNumber && item[collection.idField] != null) return;
    if (collection.idIsNumber && item[collection.idField] === index) return;
    const id = collection.idIsNumber ? index : `${collection.idField}-${index}`;
    setIfValid(item, collection.idField, id, itemCheck(this.drawing, collection)) ||
      Object.defineProperty(item, collection.idField, {
        value: id,
        enumerable: true,
        writable: true,
        configurable: true,
      });
  }

  /** Seeded items refer to seeded items of the linked collection, in its property's shape. */
  private link(item: Item, link: Link, index: number, collection: Collection): void {
    const targets = [...this.items(link.target, {}).byId.values()];
    const target = targets[(index - 1) % Math.max(1, targets.length)];
    if (!target) return;
    const schema = collection.properties.get(link.property);
    const id = target[link.target.idField];
    const value = schema ? relatedValue(target, id, schema, this.drawing) : id;
    setIfValid(item, link.property, value, itemCheck(this.drawing, collection));
  }
}

/** The id itself where the property holds an id, the item's representation where it holds an object. */
export function relatedValue(
  target: Item,
  id: unknown,
  schema: MockSchema,
  drawing: Drawing,
): unknown {
  const kind = resolve(schema, drawing.schemas).kind;
  const holdsObject = kind === 'object' || kind === 'intersection' || kind === 'record';
  return holdsObject ? representation(target, schema, drawing.schemas) : id;
}

export function asItem(value: unknown): Item {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
    ? (value as Item)
    : {};
}
