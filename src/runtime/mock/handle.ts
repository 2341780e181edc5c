import type { MockOperation, MockRequest, MockResponse, MockSchemas, MockUser } from './types.js';
import type { Collection } from './collections.js';
import type { MockOperationValidators } from './validate.js';
import type { RouteTable } from './routes.js';
import type { OperationPlan } from './resources.js';
import type { SessionStore } from './sessions.js';
import type { Store } from './store.js';
import type { ParsedUrl } from './request.js';
import { applyFieldMask, failure, notFound, type NotFoundStyle } from './envelope.js';
import { parseBody, readParameters, withBodyDefaults } from './request.js';
import { missingInput } from './required.js';
import { requestProblem } from './validate.js';
import { accessCovers } from '../access.js';
import { numbersWhereIntegers } from './routes.js';
import { forcedAnswer, type Overrides } from './overrides.js';
import { resultResponse, stateFor } from './responders.js';
import { createItem, itemAction, listItems, ownRecord, type CrudRequest } from './crud.js';
import { generatedResponse, type ParentItem } from './generated.js';

/** The installation's parts that one request uses. */
export interface Engine {
  schemas: MockSchemas;
  plans: ReadonlyMap<string, OperationPlan>;
  collections: readonly Collection[];
  routes: RouteTable;
  sessions: SessionStore;
  store: Store;
  overrides: Overrides;
  validators: Readonly<Record<string, MockOperationValidators>>;
  sessionHeader: string;
  tokenHeader: string;
  users: readonly MockUser[];
  /** How a URL that no route matches is answered (Flask's HTML page, or an envelope). */
  notFound: NotFoundStyle;
}

// Flask's own message, as the service sends it (Flask-RESTX wraps it: the route exists).
const METHOD_NOT_ALLOWED = 'The method is not allowed for the requested URL.';

/** One documented operation, in the service's order: route, login, access, input, state. */
export function handleOperation(
  engine: Engine,
  request: MockRequest,
  url: ParsedUrl,
): MockResponse {
  const match = engine.routes.match(request.method, url.path);
  if (!match) {
    return engine.routes.hasPath(url.path)
      ? failure(405, METHOD_NOT_ALLOWED)
      : notFound(engine.notFound);
  }
  const operation = match.operation;
  // Flask's `<int:jobid>` converter does not match: no route, so Flask's own 404.
  if (!numbersWhereIntegers(operation, match.params)) return notFound(engine.notFound);
  const validators = engine.validators[operation.id];
  const preferred = forcedAnswer(engine.overrides.answers, operation, request, validators);
  if (typeof preferred === 'object') return preferred;
  const user = authenticate(engine, operation, request.headers);
  if (typeof user === 'string') return failure(401, user);
  const refusal = user === undefined ? undefined : refuse(operation, user);
  if (refusal) return refusal;
  const served = serve(engine, operation, request, url, match.params, user);
  const response = applyFieldMask(served, request.headers['x-fields']);
  return preferred !== undefined && response.status < 300
    ? { ...response, status: preferred }
    : response;
}

function authenticate(
  engine: Engine,
  operation: MockOperation,
  headers: MockRequest['headers'],
): MockUser | string | undefined {
  if (!operation.auth && operation.access === 'none') return undefined;
  return engine.sessions.authenticate(headers[engine.sessionHeader], headers[engine.tokenHeader]);
}

/** The service answers 401 to non-superadmins on `/superadmin`, 403 for the rest. */
function refuse(operation: MockOperation, user: MockUser): MockResponse | undefined {
  if (!accessCovers(user.access, operation.access)) {
    if (operation.access === 'superadmin') return failure(401, 'Superadmin only');
    return failure(
      403,
      operation.access === 'tenant-admin' ? 'Tenant administrators only' : 'Not allowed',
    );
  }
  const missing = operation.permissions.find(
    (permission) => !(user.permissions ?? []).includes(permission),
  );
  return missing === undefined ? undefined : failure(403, `Missing permission ${missing}`);
}

function serve(
  engine: Engine,
  operation: MockOperation,
  request: MockRequest,
  url: ParsedUrl,
  pathParams: Record<string, string>,
  user: MockUser | undefined,
): MockResponse {
  const input = readInput(engine, operation, request, url, pathParams);
  if ('status' in input) return input;
  const found = parentItems(engine, operation, pathParams);
  if (!Array.isArray(found)) return found;
  const responder = engine.overrides.responders.take(operation);
  if (responder) {
    const params = input.body === undefined ? input.params : { ...input.params, body: input.body };
    const result = responder({ params, user }, stateFor(engine.store, engine.collections));
    const validators = engine.validators[operation.id];
    return resultResponse(operation, validators, operation.result.status, result);
  }
  const crud: CrudRequest = { operation, pathParams, ...input, user };
  const { plan } = engine.plans.get(operation.id) as OperationPlan;
  const context = { store: engine.store, collections: engine.collections };
  const callerId = user === undefined ? 0 : engine.users.indexOf(user) + 1;
  if (plan.kind === 'list') return listItems(context, plan, crud);
  if (plan.kind === 'create') return createItem(context, plan.collection, crud);
  if (plan.kind === 'self') return ownRecord(context, plan.collection, crud, callerId);
  if (plan.kind !== 'generated') return itemAction(context, plan, crud);
  return generatedResponse(context, crud, found, `${url.path}?${url.query.toString()}`, callerId);
}

/** Parameters and body as the document declares them, checked by the generated validators. */
function readInput(
  engine: Engine,
  operation: MockOperation,
  request: MockRequest,
  url: ParsedUrl,
  pathParams: Record<string, string>,
): MockResponse | Pick<CrudRequest, 'params' | 'body'> {
  const params = readParameters(operation, pathParams, url.query, request.headers, engine.schemas);
  const parsed = operation.body
    ? parseBody(request.body, request.headers['content-type'])
    : { ok: true as const, value: undefined };
  if (!parsed.ok) return failure(400, parsed.message);
  const body = operation.body
    ? withBodyDefaults(parsed.value, operation.body.schema, engine.schemas)
    : undefined;
  const problem =
    missingInput(operation, params, body, engine.schemas) ??
    requestProblem(operation, params, body, engine.validators[operation.id]);
  return problem ? failure(400, [problem]) : { params, body };
}

/** The items the path lies under (`/job/{jobid}/log`: the job), or a 404 naming the missing one. */
function parentItems(
  engine: Engine,
  operation: MockOperation,
  pathParams: Record<string, string>,
): ParentItem[] | MockResponse {
  const found: ParentItem[] = [];
  for (const parent of (engine.plans.get(operation.id) as OperationPlan).parents) {
    const id = pathParams[parent.param] ?? '';
    const item = engine.store.items(parent.collection, pathParams).byId.get(id);
    if (!item) return failure(404, `${parent.param} ${id} not found`);
    found.push({ collection: parent.collection, item });
  }
  return found;
}
