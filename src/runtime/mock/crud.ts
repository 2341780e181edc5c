import type { MockOperation, MockResponse, MockSchema, MockUser } from './types.js';
import type { Plan } from './resources.js';
import type { Collection } from './collections.js';
import type { Item, Store } from './store.js';
import { failure, success } from './envelope.js';
import { generateValue } from './generate.js';
import { createRandom } from './random.js';

/** Everything one request brings to the state. */
export interface CrudRequest {
  operation: MockOperation;
  /** Path parameters as text, exactly as in the URL. */
  pathParams: Record<string, string>;
  /** Typed parameters by location (`query`, `path`, `headers`). */
  params: Record<string, Record<string, unknown>>;
  body: unknown;
  user: MockUser | undefined;
}

export interface CrudContext {
  store: Store;
  seed: number;
  schemas: Record<string, MockSchema>;
}

const PAGING = new Set(['limit', 'offset']);

export function listItems(
  context: CrudContext,
  plan: Extract<Plan, { kind: 'list' }>,
  request: CrudRequest,
): MockResponse {
  let items = [...context.store.items(plan.collection, request.pathParams).byId.values()];
  const view = plan.view;
  if (view)
    items = items.filter((item) => String(item[view.property]) === request.pathParams[view.param]);
  const query = request.params.query ?? {};
  for (const [name, wanted] of Object.entries(query)) {
    if (PAGING.has(name) || !plan.collection.properties.has(name)) continue;
    const accepted = (Array.isArray(wanted) ? wanted : [wanted]).map(String);
    items = items.filter((item) => accepted.includes(String(item[name])));
  }
  const offset = typeof query.offset === 'number' ? Math.max(0, query.offset) : 0;
  const limit = typeof query.limit === 'number' ? Math.max(0, query.limit) : Infinity;
  return success(request.operation.result.status, items.slice(offset, offset + limit));
}

export function createItem(
  context: CrudContext,
  collection: Collection,
  request: CrudRequest,
): MockResponse {
  const body = isItem(request.body) ? request.body : {};
  const items = context.store.items(collection, request.pathParams);
  const wantedId = body[collection.idField];
  if (!collection.idIsNumber && wantedId !== undefined && items.byId.has(String(wantedId))) {
    return failure(409, `${collection.idField} ${String(wantedId)} already exists`);
  }
  const random = createRandom(context.seed, `${collection.key}#new#${items.nextId}`);
  const generated = generateValue(collection.item, {
    random,
    schemas: context.schemas,
    hint: '',
    depth: 0,
  });
  const item: Item = isItem(generated) ? generated : {};
  merge(item, body, collection);
  context.store.add(collection, request.pathParams, item);
  return success(
    request.operation.result.status,
    request.operation.result.shape === 'empty' ? [] : [item],
  );
}

export function itemAction(
  context: CrudContext,
  plan: Extract<Plan, { kind: 'read' | 'update' | 'delete' }>,
  request: CrudRequest,
): MockResponse {
  const items = context.store.items(plan.collection, request.pathParams);
  const id = request.pathParams[plan.param] ?? '';
  const item = items.byId.get(id);
  if (!item) return failure(404, `${lastSegment(plan.collection.key)} ${id} not found`);
  if (plan.kind === 'update' && isItem(request.body)) merge(item, request.body, plan.collection);
  if (plan.kind === 'update') mergeQueryFields(item, request, plan.collection);
  if (plan.kind === 'delete') items.byId.delete(id);
  return success(
    request.operation.result.status,
    request.operation.result.shape === 'empty' ? [] : [item],
  );
}

/** The logged-in user's own record (seeded users have ids 1, 2, … in login order). */
export function ownRecord(
  context: CrudContext,
  collection: Collection,
  request: CrudRequest,
  userId: number,
): MockResponse {
  const item = context.store.items(collection, {}).byId.get(String(userId));
  if (!item) return failure(404, `user ${userId} not found`);
  if (request.operation.method.toUpperCase() !== 'GET' && isItem(request.body))
    merge(item, request.body, collection);
  return success(request.operation.result.status, [item]);
}

/** Copies the body's fields the item has (all of them when the item's shape is unknown). */
function merge(item: Item, body: Record<string, unknown>, collection: Collection): void {
  for (const [key, value] of Object.entries(body)) {
    if (key === collection.idField && collection.idIsNumber) continue;
    if (collection.properties.size > 0 && !collection.properties.has(key)) continue;
    Object.defineProperty(item, key, {
      value,
      enumerable: true,
      writable: true,
      configurable: true,
    });
  }
}

/** Query parameters of an update that name item fields change them (Flask-RESTX request parsers). */
function mergeQueryFields(item: Item, request: CrudRequest, collection: Collection): void {
  for (const [key, value] of Object.entries(request.params.query ?? {})) {
    if (collection.properties.has(key) && key !== collection.idField) item[key] = value;
  }
}

export function isItem(value: unknown): value is Item {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function lastSegment(key: string): string {
  return key.slice(key.lastIndexOf('/') + 1) || 'item';
}
