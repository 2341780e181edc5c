import type { MockOperation, MockSchema, MockSchemas } from './types.js';
import { propertiesOf, resolve } from './schema-utils.js';
import type { Lifecycle } from './lifecycle.js';

/**
 * Which paths are collections, what their items look like and which property holds
 * an item's id (`{jobid}` → `id`, `{queuename}` → `name`, `{key}` → `key`).
 */

export interface Collection {
  /** The path template without access prefix and item parameter: `/job`, `/storage/bucket/{bucket}/file`. */
  key: string;
  item: MockSchema;
  /** The operation whose result gave the item schema: its validator checks stored items. */
  source: string;
  /** The item property that holds the id from the item path. */
  idField: string;
  idIsNumber: boolean;
  properties: Map<string, MockSchema>;
  /** The state-like property and its initial value (lifecycle.ts). */
  lifecycle?: Lifecycle;
}

/** A collection of users (`/user`, `/admin/user` …): seeded with the users who can log in. */
export function holdsUsers(collection: Collection): boolean {
  return (
    /\/users?$/.test(collection.key) &&
    (collection.properties.has('email') || collection.properties.has('username'))
  );
}

export const ITEM_PATH = /^(.*)\/\{([^}/]+)\}$/;

export function stripAccessPrefix(path: string): string {
  return path.replace(/^\/(admin|superadmin)(?=\/.)/, '');
}

interface Evidence {
  itemSchemas: { schema: MockSchema; operation: string }[];
  param?: MockOperation['parameters'][number] | undefined;
  hasItemOperation: boolean;
  hasListOrCreate: number;
}

export function findCollections(
  operations: readonly MockOperation[],
  schemas: MockSchemas,
): Map<string, Collection> {
  const evidence = new Map<string, Evidence>();
  const note = (key: string): Evidence => {
    let found = evidence.get(key);
    if (!found)
      evidence.set(key, (found = { itemSchemas: [], hasItemOperation: false, hasListOrCreate: 0 }));
    return found;
  };
  for (const operation of operations) collectEvidence(operation, note);
  const collections = new Map<string, Collection>();
  for (const [key, found] of evidence) {
    const isCollection = found.hasItemOperation
      ? found.hasListOrCreate > 0
      : found.hasListOrCreate > 1;
    if (isCollection) collections.set(key, describe(key, found, schemas));
  }
  return collections;
}

function collectEvidence(operation: MockOperation, note: (key: string) => Evidence): void {
  const path = stripAccessPrefix(operation.path);
  const method = operation.method.toUpperCase();
  const { shape, item } = operation.result;
  const itemPath = ITEM_PATH.exec(path);
  if (itemPath && ['GET', 'PUT', 'PATCH', 'DELETE'].includes(method)) {
    const found = note(itemPath[1] as string);
    found.hasItemOperation = true;
    found.param ??= operation.parameters.find((parameter) => parameter.name === itemPath[2]);
    if (method === 'GET' && shape === 'single')
      found.itemSchemas.unshift({ schema: item, operation: operation.id });
  }
  if ((method === 'GET' && shape === 'list') || (method === 'POST' && shape !== 'list')) {
    const found = note(path);
    found.hasListOrCreate++;
    if (shape !== 'empty') found.itemSchemas.push({ schema: item, operation: operation.id });
  }
}

function describe(key: string, found: Evidence, schemas: MockSchemas): Collection {
  const source = found.itemSchemas.find(({ schema }) => schema.kind !== 'unknown');
  const item: MockSchema = source?.schema ?? { kind: 'unknown', objectOnly: true };
  const properties = propertiesOf(item, schemas);
  const param = found.param?.name ?? 'id';
  const stem = param.replace(/_?(id|name)$/i, '');
  const idField =
    [param, 'id', stem, 'name'].find((name) => properties.has(name)) ??
    [...properties.keys()].find((name) => /id$/i.test(name)) ??
    param;
  const idSchema = properties.get(idField) ?? found.param?.schema;
  const idIsNumber = idSchema !== undefined && resolve(idSchema, schemas).kind === 'number';
  return { key, item, source: source?.operation ?? '', idField, idIsNumber, properties };
}
