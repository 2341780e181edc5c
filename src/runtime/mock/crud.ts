import type { MockOperation, MockResponse, MockUser } from './types.js';
import type { Plan } from './resources.js';
import type { Collection } from './collections.js';
import type { Item, Store } from './store.js';
import { failure, success } from './envelope.js';
import { drawResult, itemCheck, marshalledAs } from './draw.js';
import { describeUser } from './identity.js';
import { mergeFields, newItem } from './merge.js';
import { schemaIdentity } from './schema-utils.js';

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
  collections: readonly Collection[];
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
    items = items.filter((item) =>
      names(item[view.property]).includes(request.pathParams[view.param] ?? ''),
    );
  const query = request.params['query'] ?? {};
  for (const [name, wanted] of Object.entries(query)) {
    if (PAGING.has(name) || !plan.collection.properties.has(name)) continue;
    const accepted = (Array.isArray(wanted) ? wanted : [wanted]).map(String);
    items = items.filter((item) => names(item[name]).some((text) => accepted.includes(text)));
  }
  const offset = typeof query['offset'] === 'number' ? Math.max(0, query['offset']) : 0;
  const limit = typeof query['limit'] === 'number' ? Math.max(0, query['limit']) : Infinity;
  return success(request.operation.result.status, items.slice(offset, offset + limit));
}

/** A value as the texts a filter may name it by: itself, or a related object's scalar fields. */
function names(value: unknown): string[] {
  if (typeof value !== 'object' || value === null) return [String(value)];
  return Object.values(value)
    .filter((field) => typeof field !== 'object')
    .map(String);
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
  const lifecycle = collection.lifecycle;
  // Its initial state and id, checked with the draw and the request's fields (merge.ts).
  const initial: [string, unknown][] = lifecycle ? [[lifecycle.property, lifecycle.initial]] : [];
  if (collection.idIsNumber) initial.push([collection.idField, items.nextId]);
  const made = newItem(context, collection, request.pathParams, body, initial);
  if ('refused' in made) return made.refused;
  const item = made.item;
  context.store.add(collection, request.pathParams, item);
  return answer(context, request, item);
}

export function itemAction(
  context: CrudContext,
  plan: Extract<Plan, { kind: 'read' | 'update' | 'delete' | 'action' }>,
  request: CrudRequest,
): MockResponse {
  const items = context.store.items(plan.collection, request.pathParams);
  const id = request.pathParams[plan.param] ?? '';
  const item = items.byId.get(id);
  if (!item) return failure(404, `${lastSegment(plan.collection.key)} ${id} not found`);
  if (plan.kind === 'update') {
    const fields = {
      ...(request.params['query'] ?? {}),
      ...(isItem(request.body) ? request.body : {}),
    };
    const refused = mergeFields(context, plan.collection, item, fields);
    if (refused) return refused;
  }
  if (plan.kind === 'action') {
    const property = plan.collection.lifecycle?.property ?? 'state';
    const state = item[property];
    if (plan.refusedFrom.includes(String(state)) && request.operation.statuses.includes(409))
      return failure(
        409,
        `${capitalised(lastSegment(plan.collection.key))} ${id} is already ${String(state)}`,
      );
    const refused = mergeFields(context, plan.collection, item, { [property]: plan.to });
    if (refused) return refused;
  }
  if (plan.kind === 'delete') items.byId.delete(id);
  return answer(context, request, item, plan.collection);
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
  if (request.operation.method.toUpperCase() !== 'GET' && isItem(request.body)) {
    const refused = mergeFields(context, collection, item, request.body);
    if (refused) return refused;
  }
  if (request.user)
    describeUser(item, request.user, userId, itemCheck(context.store.drawing, collection));
  return success(request.operation.result.status, [item]);
}

/** The stored item (as the result schema marshals it) where the operation returns that kind of item, a drawn result otherwise. */
function answer(
  context: CrudContext,
  request: CrudRequest,
  item: Item,
  collection?: Collection,
): MockResponse {
  const { operation } = request;
  const result = operation.result;
  if (result.shape === 'empty') return success(result.status, []);
  if (!collection || schemaIdentity(collection.item) === schemaIdentity(result.item))
    return success(result.status, [item]);
  const drawing = context.store.drawing;
  const marshalled = marshalledAs(drawing, operation, item, collection.idField);
  if (marshalled) return success(result.status, [marshalled]);
  const key = `${operation.id} ${JSON.stringify(request.pathParams)}`;
  return success(result.status, [drawResult(drawing, operation, key)]);
}

export function isItem(value: unknown): value is Item {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function capitalised(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

function lastSegment(key: string): string {
  return key.slice(key.lastIndexOf('/') + 1) || 'item';
}
