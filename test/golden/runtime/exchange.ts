// Part of specforge 0.0.0-golden's runtime, copied unchanged. Do not edit: run `specforge generate` again.

/**
 * The attempts of one call: send the request through the middleware (following
 * redirects only within the origin: redirect.ts), map a missing
 * response to an `ApiError` (network with host:port and cause, timeout, aborted), and
 * try again as the retry policy says. The call's deadline (timeout and the caller's
 * signal) bounds every attempt and every wait in between.
 * Shipped into the generated output as `runtime/exchange.ts`: no dependencies.
 */
import type { CallOptions, Transport } from './call.js';
import { ApiError } from './errors.js';
import type { CallSignal } from './http.js';
import { runOnError, runOnRequest, runOnResponse, type Middleware } from './middleware.js';
import { describeNetworkFailure, hostPort } from './network.js';
import type { OperationInfo } from './operation.js';
import { sendFollowing } from './redirect.js';
import { target } from './request.js';
import { resolveRetry, retryDelay, shouldRetry, sleep, type ResolvedRetry } from './retry.js';

/** Sends the request, again while the policy allows; resolves with the last response. */
export async function exchange(
  t: Transport,
  op: OperationInfo,
  build: (signal: AbortSignal | undefined) => Request,
  options: CallOptions,
  deadline: CallSignal,
): Promise<Response> {
  const policy = resolveRetry(t.options.retry, options.retry);
  const middleware = joined(t.options.middleware, options.middleware);
  for (let attempt = 0; ; attempt += 1) {
    const outcome = await once(t, op, build(deadline.signal), middleware, attempt, deadline);
    const delay = policy && nextDelay(t, op, policy, attempt, outcome);
    if (delay === undefined) {
      if (outcome instanceof Response) return outcome;
      throw outcome;
    }
    // Free the connection of a refused attempt before waiting.
    if (outcome instanceof Response) await outcome.body?.cancel().catch(() => undefined);
    await sleep(delay, deadline.signal).catch((cause: unknown) => {
      throw stopped(t, op, t.root, deadline, cause);
    });
  }
}

/** The client's middleware, then the call's (no copy when one of them is empty). */
function joined(
  client: readonly Middleware[] | undefined,
  call: readonly Middleware[] | undefined,
): readonly Middleware[] {
  if (!call?.length) return client ?? [];
  return client?.length ? [...client, ...call] : call;
}

/** The wait before the next attempt, or undefined when this outcome is final. */
function nextDelay(
  t: Transport,
  op: OperationInfo,
  policy: ResolvedRetry,
  attempt: number,
  outcome: Response | Error,
): number | undefined {
  if (attempt >= policy.retries) return undefined;
  const response = outcome instanceof Response ? outcome : undefined;
  if (!response && !(outcome instanceof ApiError && outcome.kind === 'network')) return undefined;
  if (!shouldRetry(policy, op.method, response?.status)) return undefined;
  const now = (t.options.now ?? Date.now)();
  return retryDelay(policy, attempt, response?.headers.get('retry-after') ?? null, now);
}

async function once(
  t: Transport,
  op: OperationInfo,
  built: Request,
  middleware: readonly Middleware[],
  attempt: number,
  deadline: CallSignal,
): Promise<Response | Error> {
  const context = { operation: op, attempt, baseUrl: t.root };
  const request = middleware.length ? await runOnRequest(middleware, built, context) : built;
  let response: Response;
  try {
    // The login exchange follows no redirect; every other call only within its origin.
    const rule = op.path === t.settings.authPath ? 'none' : 'same-origin';
    response = await sendFollowing(t.fetch, request, rule, target(t, op));
  } catch (cause) {
    // A refused redirect is the answer, not a network failure: no retry, no onError.
    if (cause instanceof ApiError) return cause;
    const error = stopped(t, op, request.url, deadline, cause);
    return middleware.length ? runOnError(middleware, request, error, context) : error;
  }
  return middleware.length ? runOnResponse(middleware, request, response, context) : response;
}

/** Why no response arrived: the deadline passed, the caller aborted, or the network failed. */
function stopped(
  t: Transport,
  op: OperationInfo,
  url: string,
  deadline: CallSignal,
  cause: unknown,
): ApiError {
  const where = target(t, op);
  if (deadline.timedOut()) {
    const message = `no response from ${hostPort(url)} within ${deadline.timeoutMs} ms`;
    return new ApiError(message, { ...where, kind: 'timeout', cause });
  }
  if (deadline.aborted())
    return new ApiError('aborted by the caller', { ...where, kind: 'aborted', cause });
  return new ApiError(describeNetworkFailure(cause, url), { ...where, kind: 'network', cause });
}
