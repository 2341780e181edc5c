import type { MockOperation, MockRequest, MockResponse, MockSchemas, MockUser } from './types.js';
import type { LifecycleSettings } from './lifecycle.js';
import type { MockOperationValidators } from './validate.js';
import { defaultUsers } from './users.js';
import { SessionStore } from './sessions.js';
import { compileRoutes } from './routes.js';
import { collectionsOf, lifecycleViews, planOperations, type LifecycleView } from './resources.js';
import { Store } from './store.js';
import { linksOf } from './links.js';
import { createRandom, type Random } from './random.js';
import { failure } from './envelope.js';
import { parseUrl } from './request.js';
import { handleAuth } from './auth-routes.js';
import { handleOperation, NOT_FOUND, type Engine } from './handle.js';
import { Overrides, type MockOverride } from './overrides.js';

export interface MockInstallationOptions {
  /** The documented operations (the generated `mockData.operations`). */
  operations: readonly MockOperation[];
  /** Named schemas the operations refer to. */
  schemas?: MockSchemas;
  /** Same seed, same data (default 1); session ids and tokens are always unpredictable. */
  seed?: number;
  /** Who can log in (default: `defaultUsers`). */
  users?: readonly MockUser[];
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
}

export interface MockInstallation {
  /** Answers one request synchronously (no latency). */
  handle(request: MockRequest): MockResponse;
  /** Answers one request after the configured latency. */
  respond(request: MockRequest): Promise<MockResponse>;
  /** Answers matching requests with a fixed status (and result); returns a function that removes it. */
  override(override: MockOverride): () => void;
  /** Forgets every change, session and override: back to the seeded state. */
  reset(): void;
  readonly users: readonly MockUser[];
  readonly basePath: string;
  /** The lifecycles the engine found (and the config set): shown by `specforge mock`. */
  readonly lifecycles: readonly LifecycleView[];
}

export function createMockInstallation(options: MockInstallationOptions): MockInstallation {
  const seed = options.seed ?? 1;
  const users = options.users ?? defaultUsers;
  const schemas = { ...(options.schemas ?? {}) };
  const basePath = (options.basePath ?? '/api').replace(/\/$/, '');
  const authPath = options.authPath ?? '/auth';
  const sessionHeader = (options.sessionHeader ?? 'Session').toLowerCase();
  const plans = planOperations(options.operations, schemas, options.lifecycle);
  const collections = collectionsOf(plans);
  const lifecycles = lifecycleViews(options.operations, plans);
  const drawing = { seed, schemas, validators: options.validators };
  const overrides = new Overrides();
  const fresh = (): { engine: Engine; faults: Random } => ({
    faults: createRandom(seed, 'faults'),
    engine: {
      schemas,
      plans,
      collections,
      overrides,
      routes: compileRoutes(options.operations),
      sessions: new SessionStore(users, options.validTokenSeconds ?? 3600, options.now ?? Date.now),
      store: new Store(drawing, users, options.itemsPerCollection ?? 3, linksOf(plans)),
      validators: options.validators,
      sessionHeader,
      tokenHeader: (options.tokenHeader ?? 'Token').toLowerCase(),
      users,
    },
  });
  let state = fresh();
  const handle = (request: MockRequest): MockResponse => {
    try {
      return answer(request);
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
    if (!url) return failure(404, NOT_FOUND);
    if (url.path === authPath) {
      const answer = handleAuth(state.engine.sessions, request, sessionHeader);
      if (answer) return answer;
    }
    const faultRate = options.faultRate ?? 0;
    if (faultRate > 0 && state.faults.next() < faultRate)
      return failure(options.faultStatus ?? 503, 'Injected fault');
    return handleOperation(state.engine, request, url);
  };
  return {
    handle,
    respond: async (request) => {
      const latency = options.latencyMs ?? 0;
      if (latency > 0) await new Promise((resolve) => setTimeout(resolve, latency));
      return handle(request);
    },
    override: (override) => overrides.add(override),
    reset: () => {
      overrides.clear();
      state = fresh();
    },
    users,
    basePath,
    lifecycles,
  };
}
