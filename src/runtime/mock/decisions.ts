import type { MockOperation, MockSchemas } from './types.js';
import type { Collection } from './collections.js';
import type { OperationPlan } from './resources.js';
import { collectionsOf } from './resources.js';
import { relatedCollection } from './relations.js';
import { linksOf } from './links.js';
import { isAboutCaller, USER_FIELD_NAMES } from './identity.js';
import { propertiesOf } from './schema-utils.js';
import { stripAccessPrefix } from './collections.js';

/**
 * What the engine decided from the document, as `specforge mock --describe` shows it:
 * the collections (id field), their relations (a property that names another
 * collection's item) and the answers about the caller (filled from the users file).
 * Lifecycles are shown beside these (resources.ts `lifecycleViews`, config included).
 */
export interface CollectionView {
  collection: string;
  /** The item property holding the id from the item path (`{jobid}` → `id`). */
  id: string;
  /** Property → the collection it refers to (`queue` → `/queue`). */
  relations: Record<string, string>;
}

export interface IdentityView {
  /** `GET /user/permission` */
  operation: string;
  /** The caller's facts written into the answer: `permissions`, `realmadmin` … */
  fields: string[];
}

export function collectionViews(
  plans: ReadonlyMap<string, OperationPlan>,
  schemas: MockSchemas,
): CollectionView[] {
  const collections = collectionsOf(plans);
  const links = linksOf(plans);
  return collections
    .map((collection) => ({
      collection: collection.key,
      id: collection.idField,
      relations: relationsOf(collection, collections, links.get(collection) ?? [], schemas),
    }))
    .sort((a, b) => (a.collection < b.collection ? -1 : a.collection > b.collection ? 1 : 0));
}

function relationsOf(
  collection: Collection,
  collections: readonly Collection[],
  links: readonly { property: string; target: Collection }[],
  schemas: MockSchemas,
): Record<string, string> {
  const relations: Record<string, string> = {};
  for (const [name, schema] of collection.properties) {
    const target = relatedCollection(name, schema, collections, schemas);
    if (target && target !== collection) relations[name] = target.key;
  }
  for (const link of links) relations[link.property] ??= link.target.key;
  return relations;
}

/** Every operation whose answer is about the caller, and the fields taken from their record. */
export function identityViews(
  operations: readonly MockOperation[],
  plans: ReadonlyMap<string, OperationPlan>,
  schemas: MockSchemas,
): IdentityView[] {
  const views: IdentityView[] = [];
  for (const operation of operations) {
    const own = plans.get(operation.id)?.plan.kind === 'self';
    if (!own && !isAboutCaller(stripAccessPrefix(operation.path))) continue;
    if (operation.path !== stripAccessPrefix(operation.path)) continue;
    const properties = propertiesOf(operation.result.item, schemas);
    const fields = USER_FIELD_NAMES.filter((name) => properties.has(name));
    if (own && properties.has('id')) fields.unshift('id');
    if (fields.length > 0)
      views.push({ operation: `${operation.method.toUpperCase()} ${operation.path}`, fields });
  }
  return views;
}
