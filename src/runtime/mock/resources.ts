import type { MockOperation, MockSchema, MockSchemas } from './types.js';
import { lifecycleOf, transition, type LifecycleSettings } from './lifecycle.js';
import type { Collection } from './collections.js';
import { propertiesOf, schemaIdentity } from './schema-utils.js';
import { findCollections, holdsUsers, ITEM_PATH, stripAccessPrefix } from './collections.js';

/**
 * Stateful CRUD inferred from paths and methods. A collection is a path like `/job`
 * and its items live at `/job/{jobid}`; the access prefixes `/admin` and
 * `/superadmin` are dropped first, so `POST /admin/queue` creates what
 * `GET /queue/{queuename}` reads. A nested list such as `/queue/{queuename}/job`
 * that returns the items of a top-level collection is a filtered view of it.
 */

export type { Collection };

/** What an operation does to the state. */
export type Plan =
  | { kind: 'list'; collection: Collection; view?: { property: string; param: string } }
  | { kind: 'create'; collection: Collection }
  | { kind: 'read' | 'update' | 'delete'; collection: Collection; param: string }
  | { kind: 'self'; collection: Collection }
  | {
      kind: 'action';
      collection: Collection;
      param: string;
      to: string;
      /** States the action is refused from (409 where documented). */
      refusedFrom: readonly string[];
    }
  | { kind: 'generated' };

/** An item an operation's path lies under (`/job/{jobid}/log` lies under job `{jobid}`). */
export interface ParentCheck {
  collection: Collection;
  param: string;
}

export interface OperationPlan {
  plan: Plan;
  parents: ParentCheck[];
}

export function planOperations(
  operations: readonly MockOperation[],
  schemas: MockSchemas,
  settings: LifecycleSettings = {},
): Map<string, OperationPlan> {
  const collections = findCollections(operations, schemas);
  for (const collection of collections.values()) {
    const lifecycle = lifecycleOf(collection, schemas, settings);
    if (lifecycle) collection.lifecycle = lifecycle;
  }
  const plans = new Map<string, OperationPlan>();
  for (const operation of operations) {
    const plan =
      actionOf(operation, collections, settings) ?? planOne(operation, collections, schemas);
    plans.set(operation.id, { plan, parents: parentsOf(operation.path, collections, plan) });
  }
  return plans;
}

/** `POST /job/{jobid}/cancel`: an action that moves the item to another state. */
function actionOf(
  operation: MockOperation,
  collections: Map<string, Collection>,
  settings: LifecycleSettings,
): Plan | undefined {
  const found = /^(.*)\/\{([^}/]+)\}\/([^/{}]+)$/.exec(stripAccessPrefix(operation.path));
  const method = operation.method.toUpperCase();
  if (!found || !['POST', 'PUT', 'PATCH'].includes(method)) return undefined;
  const collection = collections.get(found[1] as string);
  if (!collection?.lifecycle) return undefined;
  const key = `${method} ${operation.path}`;
  const to = transition(collection.lifecycle, key, found[3] as string, settings);
  return to === undefined
    ? undefined
    : {
        kind: 'action',
        collection,
        param: found[2] as string,
        to,
        refusedFrom: settings.refused?.[key] ?? [to],
      };
}

/** A collection's lifecycle as `specforge mock` shows it. */
export interface LifecycleView {
  collection: string;
  property: string;
  initial: string;
  /** `POST /job/{jobid}/cancel` → `cancelled`. */
  transitions: Record<string, string>;
  /** The states each action is refused from (409 where documented), where the config names them. */
  refused: Record<string, readonly string[]>;
}

export function lifecycleViews(
  operations: readonly MockOperation[],
  plans: ReadonlyMap<string, OperationPlan>,
): LifecycleView[] {
  const views = new Map<Collection, LifecycleView>();
  for (const collection of collectionsOf(plans)) {
    const lifecycle = collection.lifecycle;
    if (lifecycle)
      views.set(collection, {
        collection: collection.key,
        ...lifecycle,
        transitions: {},
        refused: {},
      });
  }
  for (const operation of operations) {
    const plan = plans.get(operation.id)?.plan;
    const view = plan?.kind === 'action' ? views.get(plan.collection) : undefined;
    if (!view || plan?.kind !== 'action') continue;
    const key = `${operation.method.toUpperCase()} ${operation.path}`;
    view.transitions[key] = plan.to;
    const configured = plan.refusedFrom.length !== 1 || plan.refusedFrom[0] !== plan.to;
    if (configured) view.refused[key] = plan.refusedFrom;
  }
  return [...views.values()].map(({ collection, property, initial, transitions, refused }) => ({
    collection,
    property,
    initial,
    transitions,
    refused,
  }));
}

/** Every collection some operation works on. */
export function collectionsOf(plans: ReadonlyMap<string, OperationPlan>): Collection[] {
  const found = new Set<Collection>();
  for (const { plan, parents } of plans.values()) {
    if ('collection' in plan) found.add(plan.collection);
    for (const parent of parents) found.add(parent.collection);
  }
  return [...found];
}

function planOne(
  operation: MockOperation,
  collections: Map<string, Collection>,
  schemas: MockSchemas,
): Plan {
  const path = stripAccessPrefix(operation.path);
  const method = operation.method.toUpperCase();
  const item = ITEM_PATH.exec(path);
  const itemKind = ITEM_METHODS[method];
  if (item && itemKind && (itemKind !== 'read' || operation.result.shape === 'single')) {
    const collection = collections.get(item[1] as string);
    if (collection) return { kind: itemKind, collection, param: item[2] as string };
  }
  const collection = collections.get(path);
  if (method === 'POST' && collection && operation.result.shape !== 'list')
    return { kind: 'create', collection };
  const self = ownRecordOf(operation, path, collections);
  if (self) return { kind: 'self', collection: self };
  if (method !== 'GET' || operation.result.shape !== 'list') return { kind: 'generated' };
  const view = viewOf(path, operation.result.item, collections, schemas);
  if (view) return { kind: 'list', ...view };
  return collection ? { kind: 'list', collection } : { kind: 'generated' };
}

const ITEM_METHODS: Record<string, 'read' | 'update' | 'delete' | undefined> = {
  GET: 'read',
  PUT: 'update',
  PATCH: 'update',
  DELETE: 'delete',
};

/** `GET /user` (and `PUT /user`): the logged-in user's own record in the users collection. */
function ownRecordOf(
  operation: MockOperation,
  path: string,
  collections: Map<string, Collection>,
): Collection | undefined {
  if (path.includes('{') || operation.result.shape !== 'single') return undefined;
  if (!['GET', 'PUT', 'PATCH'].includes(operation.method.toUpperCase())) return undefined;
  const identity = schemaIdentity(operation.result.item);
  return [...collections.values()].find(
    (candidate) => holdsUsers(candidate) && schemaIdentity(candidate.item) === identity,
  );
}

/** A nested list of a top-level collection's items becomes a view filtered by the parent's id. */
function viewOf(
  path: string,
  item: MockSchema,
  collections: Map<string, Collection>,
  schemas: MockSchemas,
): { collection: Collection; view: { property: string; param: string } } | undefined {
  const parent = /^(.*)\/([^/{}]+)\/\{([^}/]+)\}\/[^/{}]+$/.exec(path);
  if (!parent) return undefined;
  const identity = schemaIdentity(item);
  const root = [...collections.values()].find(
    (candidate) => !candidate.key.includes('{') && schemaIdentity(candidate.item) === identity,
  );
  if (!root) return undefined;
  const segment = parent[2] as string;
  const param = parent[3] as string;
  const properties = propertiesOf(root.item, schemas);
  const property = [segment, param, `${segment}id`, `${segment}_id`].find((name) =>
    properties.has(name),
  );
  return property ? { collection: root, view: { property, param } } : undefined;
}

function parentsOf(path: string, collections: Map<string, Collection>, plan: Plan): ParentCheck[] {
  const segments = stripAccessPrefix(path).split('/');
  const parents: ParentCheck[] = [];
  segments.forEach((segment, index) => {
    const param = /^\{([^}/]+)\}$/.exec(segment)?.[1];
    const collection = param ? collections.get(segments.slice(0, index).join('/')) : undefined;
    const isTheItemItself = index === segments.length - 1 && plan.kind !== 'generated';
    if (param && collection && !isTheItemItself) parents.push({ collection, param });
  });
  return parents;
}
