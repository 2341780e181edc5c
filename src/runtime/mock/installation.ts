import type {
  MockData,
  MockOperation,
  MockRequest,
  MockResponse,
  MockSchemas,
  MockUser,
} from './types.js';
import type { LifecycleSettings } from './lifecycle.js';
import type { MockOperationValidators } from './validate.js';
import { defaultUsers, readUsersFile } from './users.js';
import { SessionStore } from './sessions.js';
import { compileRoutes } from './routes.js';
import { collectionsOf, lifecycleViews, planOperations, type LifecycleView } from './resources.js';
import { Store } from './store.js';
import { linksOf } from './links.js';
import { createRandom, type Random } from './random.js';
import { failure, headOf, notFound, type NotFoundStyle } from './envelope.js';
import { parseUrl } from './request.js';
import { handleAuth, useridIsText } from './auth-routes.js';
import { handleOperation, type Engine } from './handle.js';
import { ByOperation, type MockAnswer, type Overrides } from './overrides.js';
import type { Responder } from './responders.js';
import {
  collectionViews,
  identityViews,
  type CollectionView,
  type IdentityView,
} from './decisions.js';

export interface MockInstallationOptions {
  /** The documented operations (the generated `mockData.operations`). */
  operations: readonly MockOperation[];
  /** Named schemas the operations refer to. */
  schemas?: MockSchemas;
  /** Same seed, same data (default 1); session ids and tokens are always unpredictable. */
  seed?: number;
  /**
   * Who can log in (default: `defaultUsers`): the users, or the path of a users file
   * (docs/contract.md format; Node only), read and checked at once (`UsersFileError`).
   */
  users?: readonly MockUser[] | string;
  /** Delay before every response, in milliseconds (default 0). */
  latencyMs?: number;
  /** Lifetime of a token (default 3600). */
  validTokenSeconds?: number;
  /**
   * The generated `operationValidators`: they check every request, and every value the
   * engine draws or stores before it is sent (an operation without one is not checked).
   */
  validators: Readonly<Record<string, MockOperationValidators>>;
  /** Initial states and transitions where the engine's guess is wrong (docs/mocks.md). */
  lifecycle?: LifecycleSettings;
  /** Where the API lives (default `/api`) and its login resource (default `/auth`). */
  basePath?: string;
  authPath?: string;
  sessionHeader?: string;
  tokenHeader?: string;
  /** Items seeded into every collection (default 3; user collections get one per user). */
  itemsPerCollection?: number;
  /** Share of requests answered with `faultStatus` (default 0, status 503). */
  faultRate?: number;
  faultStatus?: number;
  /** The clock, for token expiry (default `Date.now`). */
  now?: () => number;
  /** The framework the document was served by (the generated `mockData` says). */
  framework?: MockData['framework'];
  /**
   * How a URL that no route matches is answered: `html`, Flask's own 404 page (the
   * default for a Flask-RESTX document), or `envelope`, the service's 404 envelope.
   */
  notFound?: NotFoundStyle;
}

/**
 * Each operation's types by `METHOD /path`: the generated `MockOperations` (mocks/operations.ts)
 * gives `override` and `respond` the operation's params and result; untyped by default.
 */
export type MockOperationTypes = Record<string, { params: unknown; result: unknown }>;
type ParamsOf<T> = T extends { params: infer P } ? P : unknown;
type ResultOf<T> = T extends { result: infer R } ? R : unknown;

/** What the engine decided from the document (`specforge mock --describe`). */
export interface MockDecisions {
  collections: readonly CollectionView[];
  /** Lifecycles found, with the config's initial states and transitions applied. */
  states: readonly LifecycleView[];
  identity: readonly IdentityView[];
}

export interface MockInstallation<Operations = MockOperationTypes> {
  /** Answers one request synchronously (no latency). */
  handle(request: MockRequest): MockResponse;
  /** Answers one request after the configured latency. */
  serve(request: MockRequest): Promise<MockResponse>;
  /**
   * Answers the operation's next requests (`times`, default all) with this status, before
   * login: an error with `message`, a success with `result` (checked by the result
   * validator) or, without one, the usual answer. Returns a function that removes it.
   */
  override<K extends keyof Operations & string>(
    operation: K,
    answer: MockAnswer<ResultOf<Operations[K]>>,
  ): () => void;
  /** Computes the result of requests that passed login, access and validation; returns its remover. */
  respond<K extends keyof Operations & string>(
    operation: K,
    responder: Responder<ParamsOf<Operations[K]>, ResultOf<Operations[K]>>,
  ): () => void;
  /** Forgets every change, session, override and responder: back to the seeded state. */
  reset(): void;
  readonly users: readonly MockUser[];
  readonly basePath: string;
  readonly decisions: MockDecisions;
}

export function createMockInstallation<Operations = MockOperationTypes>(
  options: MockInstallationOptions,
): MockInstallation<Operations> {
  const seed = options.seed ?? 1;
  const users =
    typeof options.users === 'string'
      ? readUsersFile(options.users)
      : (options.users ?? defaultUsers);
  const schemas = { ...(options.schemas ?? {}) };
  const basePath = (options.basePath ?? '/api').replace(/\/$/, '');
  const authPath = options.authPath ?? '/auth';
  const sessionHeader = (options.sessionHeader ?? 'Session').toLowerCase();
  const useridAsText = useridIsText(options.operations, schemas, authPath);
  const notFoundStyle =
    options.notFound ?? (options.framework === 'flask-restx' ? 'html' : 'envelope');
  const routes = compileRoutes(options.operations);
  const plans = planOperations(options.operations, schemas, options.lifecycle);
  const collections = collectionsOf(plans);
  const decisions: MockDecisions = {
    collections: collectionViews(plans, schemas),
    states: lifecycleViews(options.operations, plans),
    identity: identityViews(options.operations, plans, schemas),
  };
  const drawing = { seed, schemas, validators: options.validators };
  const overrides: Overrides = { answers: new ByOperation(), responders: new ByOperation() };
  const fresh = (): { engine: Engine; faults: Random } => ({
    faults: createRandom(seed, 'faults'),
    engine: {
      schemas,
      plans,
      collections,
      overrides,
      routes,
      sessions: new SessionStore(users, options.validTokenSeconds ?? 3600, options.now ?? Date.now),
      store: new Store(drawing, users, options.itemsPerCollection ?? 3, linksOf(plans)),
      validators: options.validators,
      sessionHeader,
      tokenHeader: (options.tokenHeader ?? 'Token').toLowerCase(),
      users,
      notFound: notFoundStyle,
    },
  });
  let state = fresh();
  const handle = (request: MockRequest): MockResponse => {
    try {
      const headers = lowerCaseNames(request.headers);
      return answer(headers === request.headers ? request : { ...request, headers });
    } catch (error) {
      // A bug in the engine (or a document it cannot follow) must still look like the service.
      return failure(
        500,
        `Internal server error: ${error instanceof Error ? error.message : String(error)}`,
      );
    }
  };
  const answer = (request: MockRequest): MockResponse => {
    const url = parseUrl(request.url, basePath);
    if (!url) return notFound(notFoundStyle);
    // Flask answers `HEAD` on every `GET` route: the GET answer without its body.
    if (request.method.toUpperCase() === 'HEAD' && !routes.match('HEAD', url.path))
      return headOf(answer({ ...request, method: 'GET' }));
    if (url.path === authPath) {
      const answer = handleAuth(state.engine.sessions, request, sessionHeader, useridAsText);
      if (answer) return answer;
    }
    const faultRate = options.faultRate ?? 0;
    if (faultRate > 0 && state.faults.next() < faultRate)
      return failure(options.faultStatus ?? 503, 'Injected fault');
    return handleOperation(state.engine, request, url);
  };
  return {
    handle,
    serve: async (request) => {
      const latency = options.latencyMs ?? 0;
      if (latency > 0) await new Promise((resolve) => setTimeout(resolve, latency));
      return handle(request);
    },
    override: (key: string, answer: MockAnswer) => overrides.answers.add(key, answer, answer.times),
    // Typed per operation by the caller; the engine hands each its own operation's request.
    respond: (key: string, responder: Responder<never>) =>
      overrides.responders.add(key, responder as Responder),
    reset: () => {
      overrides.answers.clear();
      overrides.responders.clear();
      state = fresh();
    },
    users,
    basePath,
    decisions,
  };
}

/**
 * Header names are case-insensitive; the engine reads them lower-cased. Not every caller
 * hands them so: under happy-dom, a `Headers` object keeps the case a name was set in, and
 * the MSW handlers saw `Session` where the engine looked up `session` (every call after login
 * was 401). So every request is normalised here, at the one door.
 */
function lowerCaseNames(headers: MockRequest['headers']): MockRequest['headers'] {
  // node:http hands them lower-cased already: then they are used as they are (never written).
  if (Object.keys(headers).every((name) => name === name.toLowerCase())) return headers;
  const lower: MockRequest['headers'] = {};
  for (const [name, value] of Object.entries(headers)) lower[name.toLowerCase()] = value;
  return lower;
}
