// Part of specforge 0.0.0-golden's runtime, copied unchanged. Do not edit: run `specforge generate` again.

/**
 * Middleware: hooks around every attempt of every call (tracing headers, logging,
 * latency), without wrapping `fetch`. `onRequest` runs in the order given (the client's
 * first, then the call's) and may return a replacement `Request`; `onResponse` and
 * `onError` run in reverse order (the first middleware sees the final word, as in an
 * onion) and may return a replacement `Response`; the first `onError` that returns a
 * `Response` (recovery) or an `Error` (thrown instead) ends the chain.
 * Shipped into the generated output as `runtime/middleware.ts`: no dependencies.
 */
import type { ApiError } from './errors.js';
import type { OperationInfo } from './operation.js';

/** What every hook is told about the call. */
export interface MiddlewareContext {
  /** The operation (`operations` table entry; `post_auth` … for the login exchange). */
  readonly operation: OperationInfo;
  /** 0 for the first attempt, 1 for the first retry, … */
  readonly attempt: number;
  /** The installation's base URL with basePath. */
  readonly baseUrl: string;
}

type Maybe<T> = T | undefined | void | Promise<T | undefined | void>;

/** Hooks around each attempt; all optional, all may be async. */
export interface Middleware {
  /** Before sending: return a new `Request` to replace it (e.g. with a tracing header). */
  onRequest?(context: MiddlewareContext & { request: Request }): Maybe<Request>;
  /** A response arrived (any status): return a new `Response` to replace it. */
  onResponse?(
    context: MiddlewareContext & { request: Request; response: Response },
  ): Maybe<Response>;
  /** No response (network, timeout, aborted): return a `Response` to recover, an `Error` to replace. */
  onError?(
    context: MiddlewareContext & { request: Request; error: ApiError },
  ): Maybe<Response | Error>;
}

/** Runs every `onRequest` in order; each sees the request the previous one returned. */
export async function runOnRequest(
  list: readonly Middleware[],
  request: Request,
  context: MiddlewareContext,
): Promise<Request> {
  let current = request;
  for (const middleware of list)
    current = (await middleware.onRequest?.({ ...context, request: current })) ?? current;
  return current;
}

/** Runs every `onResponse`, last middleware first. */
export async function runOnResponse(
  list: readonly Middleware[],
  request: Request,
  response: Response,
  context: MiddlewareContext,
): Promise<Response> {
  let current = response;
  for (let i = list.length - 1; i >= 0; i -= 1)
    current = (await list[i]?.onResponse?.({ ...context, request, response: current })) ?? current;
  return current;
}

/**
 * Runs every `onError`, last first, until one answers: a `Response` recovers the call,
 * an `Error` is thrown instead of the original. Returns the original when none answers.
 */
export async function runOnError(
  list: readonly Middleware[],
  request: Request,
  error: ApiError,
  context: MiddlewareContext,
): Promise<Response | Error> {
  for (let i = list.length - 1; i >= 0; i -= 1) {
    const result = await list[i]?.onError?.({ ...context, request, error });
    if (result instanceof Response || result instanceof Error) return result;
  }
  return error;
}
