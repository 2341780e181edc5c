import type { MockSchema, MockUser } from './types.js';
import { holdsUsers, type Collection } from './collections.js';
import { createRandom } from './random.js';
import { generateValue } from './generate.js';
import { accessCovers } from './users.js';

/**
 * The installation's state: the items of every collection, seeded lazily on first
 * use from a stream keyed by the collection, so the same seed gives the same items
 * whatever order they are first asked for in. Nested collections with a store of
 * their own (`/storage/bucket/{bucket}/file`) are kept per parent.
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
    private readonly seed: number,
    private readonly schemas: Record<string, MockSchema>,
    private readonly users: readonly MockUser[],
    private readonly itemsPerCollection: number,
    private readonly links: Map<Collection, Link[]>,
  ) {}

  /** The items of a collection, for the given path parameters (which select a nested store). */
  items(collection: Collection, params: Record<string, string>): Items {
    const key = collection.key.replace(/\{([^}/]+)\}/g, (_, name: string) =>
      encodeURIComponent(params[name] ?? ''),
    );
    let found = this.collections.get(key);
    if (!found) {
      found = this.seedItems(collection, key);
      this.collections.set(key, found);
    }
    return found;
  }

  /** Stores a new item, giving it the next id when ids are numbers. */
  add(collection: Collection, params: Record<string, string>, item: Item): string {
    const items = this.items(collection, params);
    if (collection.idIsNumber || item[collection.idField] === undefined) {
      item[collection.idField] = collection.idIsNumber
        ? items.nextId
        : `${collection.idField}-${items.nextId}`;
    }
    items.nextId++;
    const id = String(item[collection.idField]);
    items.byId.set(id, item);
    return id;
  }

  private seedItems(collection: Collection, key: string): Items {
    const isUsers = holdsUsers(collection);
    const count = isUsers ? this.users.length : this.itemsPerCollection;
    const byId = new Map<string, Item>();
    for (let index = 1; index <= count; index++) {
      const random = createRandom(this.seed, `${key}#${index}`);
      const value = generateValue(collection.item, {
        random,
        schemas: this.schemas,
        hint: '',
        depth: 0,
      });
      const item: Item =
        typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Item) : {};
      if (collection.idIsNumber || item[collection.idField] === undefined) {
        item[collection.idField] = collection.idIsNumber ? index : `${collection.idField}-${index}`;
      }
      if (isUsers) this.describeUser(item, this.users[index - 1] as MockUser);
      for (const link of this.links.get(collection) ?? []) this.link(item, link, index);
      byId.set(String(item[collection.idField]), item);
    }
    return { byId, nextId: count + 1 };
  }

  /** Seeded users are the users who can log in: same e-mail, same id as `userid`. */
  private describeUser(item: Item, user: MockUser): void {
    if (item.email !== undefined || !item.username) item.email = user.username;
    if (item.username !== undefined) item.username = user.username;
    if (item.realmadmin !== undefined) item.realmadmin = accessCovers(user.access, 'tenant-admin');
  }

  private link(item: Item, link: Link, index: number): void {
    const targets = [...this.items(link.target, {}).byId.keys()];
    if (targets.length === 0) return;
    const id = targets[(index - 1) % targets.length] as string;
    item[link.property] = link.target.idIsNumber ? Number(id) : id;
  }
}
