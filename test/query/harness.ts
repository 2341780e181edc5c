import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { RequestHandler } from 'msw';
import type {
  InfiniteData,
  InfiniteQueryObserverOptions,
  MutationObserverOptions,
  QueryKey,
  QueryObserverOptions,
} from '@tanstack/query-core';
import { emit } from '../../src/emit/index.js';
import { TARGET_NAMES } from '../../src/emit/targets.js';
import { normalise } from '../../src/normalise/index.js';
import { repoRoot } from '../helpers/cli.js';
import { writeInRepo } from '../mocks/harness.js';

/**
 * Every target of the reference installation's v2 document, generated through
 * normalise() and emit(), transpiled into .tmp/ (inside the repository, so that msw and
 * @tanstack/query-core resolve as in a consumer's project), and imported: the client,
 * the query options and the MSW mocks, untyped here (the golden consumer file
 * test/golden/consumers/query-consumer.ts checks the types).
 */
export interface Generated {
  client: {
    createClient(options: { baseUrl: string; fetch?: typeof fetch }): Api;
    ApiError: new (...args: never[]) => Error;
  };
  query: Query;
  /** The generated React hooks (target react-query), untyped here like the rest. */
  hooks: Record<string, (...args: never[]) => unknown>;
  mocks: {
    handlers: RequestHandler[];
    installation: { reset(): void };
    createMockInstallation(options: { seed?: number; latencyMs?: number }): unknown;
    createHandlers(installation: unknown, options: { baseUrl: string }): RequestHandler[];
  };
  remove(): void;
}

export interface Job {
  id: number;
  name: string;
  state: string;
}

/** The parts of the generated query.ts the tests use, typed with query-core's own option types. */
export interface Query {
  jobListQueryOptions(api: Api, args?: object): QueryObserverOptions<Job[], Error>;
  jobListInfiniteQueryOptions(
    api: Api,
    args?: object,
  ): InfiniteQueryObserverOptions<Job[], Error, InfiniteData<Job[], number>, QueryKey, number>;
  jobGetQueryOptions(api: Api, args: { jobid: number }): QueryObserverOptions<Job, Error>;
  jobGetPolling(intervalMs: number): QueryObserverOptions<Job, Error>['refetchInterval'];
  jobGetTerminal: readonly string[];
  jobSubmitMutationOptions(api: Api): MutationObserverOptions<Job, Error, object>;
  jobCancelMutationOptions(api: Api): MutationObserverOptions<Job, Error, { jobid: number }>;
  invalidates: Record<string, (args?: object) => QueryKey[]>;
}

export interface Api {
  login(credentials: { username: string; password: string }): Promise<unknown>;
  request(key: string, params?: unknown): Promise<unknown>;
}

export async function generateAll(): Promise<Generated> {
  const document = JSON.parse(
    readFileSync(join(repoRoot, 'fixtures/installation/docs/v2.json'), 'utf8'),
  );
  const files = await emit(normalise({ document }), {
    targets: TARGET_NAMES,
    specforgeVersion: '0.0.0-test',
  });
  const output = writeInRepo(files, true);
  const load = (path: string) => import(pathToFileURL(join(output.dir, path)).href);
  return {
    client: await load('index.js'),
    query: await load('query.js'),
    hooks: await load('react-query.js'),
    mocks: await load('mocks/index.js'),
    remove: () => output.remove(),
  };
}
