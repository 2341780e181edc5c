import type { MockOperation, MockResponse, MockUser } from './types.js';
import type { MockOperationValidators } from './validate.js';
import type { Collection } from './collections.js';
import type { Store } from './store.js';
import { failure, raw, success } from './envelope.js';

/**
 * `installation.respond('GET /job', (request, state) => …)`: a test computes the
 * result of an operation itself. The request has passed login, access and
 * validation as usual; the result is wrapped in the envelope by the operation's
 * shape and checked by its generated result validator (an invalid one is a 500
 * naming the problem, never sent as data).
 */
export interface MockCall<Params = unknown> {
  /** The request's parameters and body, as the client sends them: `{ path, query, headers, body }`. */
  params: Params;
  /** The logged-in user (undefined for operations without login). */
  user: MockUser | undefined;
}

/** An error answer from a responder: `return state.fail(409, 'Job is running')`. */
export class MockFailure {
  constructor(
    readonly status: number,
    readonly message: string,
  ) {}
}

export interface MockState {
  /**
   * Copies of the stored items of a top-level collection, by path without access prefix
   * (`/job`), in the collection's response shape (cast them to its type).
   */
  items(collection: string): unknown[];
  fail(status: number, message: string): MockFailure;
}

export type Responder<Params = unknown, Result = unknown> = (
  request: MockCall<Params>,
  state: MockState,
) => Result | MockFailure;

export function stateFor(store: Store, collections: readonly Collection[]): MockState {
  return {
    items: (key) => {
      const collection = collections.find((candidate) => candidate.key === key);
      if (!collection) throw new Error(`no collection ${key}`);
      return [...store.items(collection, {}).byId.values()].map((item) => structuredClone(item));
    },
    fail: (status, message) => new MockFailure(status, message),
  };
}

/** A responder's (or a fixed answer's) result as the service sends it, once it is valid. */
export function resultResponse(
  operation: MockOperation,
  validators: MockOperationValidators | undefined,
  status: number,
  result: unknown,
): MockResponse {
  if (result instanceof MockFailure) return failure(result.status, result.message);
  const { shape, mediaType } = operation.result;
  const sent = shape === 'raw' ? result : { status: 'success', result: enveloped(shape, result) };
  const check = validators?.result?.(sent);
  if (check && !check.ok) {
    const issue = check.errors[0];
    return failure(
      500,
      `the answer set for ${operation.method.toUpperCase()} ${operation.path} does not match the document: ${issue?.path || '/'}: ${issue?.message ?? 'invalid'}`,
    );
  }
  return shape === 'raw'
    ? raw(status, mediaType, result)
    : success(status, enveloped(shape, result));
}

function enveloped(shape: MockOperation['result']['shape'], result: unknown): unknown[] {
  if (shape === 'empty') return [];
  if (shape === 'list' && Array.isArray(result)) return result;
  return [result];
}
