// Part of specforge 0.0.0-golden's runtime, copied unchanged. Do not edit: run `specforge generate` again.

/**
 * The non-throwing style: `api.safe.job.list()` resolves with `{ data, error }` instead of
 * throwing. A separate tree (not a `throwOnError: false` client option) so that the return
 * type of a call never depends on how its client was configured, and one client serves
 * code of both styles. Only `ApiError`s become values; anything else (a missing path
 * parameter, an error thrown by your own middleware) is a bug and still throws.
 * Shipped into the generated output as `runtime/safe.ts`: no dependencies.
 */
import type { MaskCallOptions } from './call.js';
import { ApiError } from './errors.js';
import type { Masked, MaskedMethod } from './mask.js';

/** What a safe call resolves with: exactly one of `data` and `error` is set. */
export type SafeResult<T> = { data: T; error: undefined } | { data: undefined; error: ApiError };

/** A client tree whose methods resolve with `SafeResult` instead of throwing. */
export type SafeMethods<T> = {
  [K in keyof T]: T[K] extends MaskedMethod<infer P, infer R>
    ? SafeMaskedMethod<P, R>
    : T[K] extends (...args: infer A) => Promise<infer R>
      ? (...args: A) => Promise<SafeResult<R>>
      : SafeMethods<T[K]>;
};

/** `MaskedMethod` without throwing: the result type still follows the `fields` option. */
export interface SafeMaskedMethod<P extends unknown[], R> {
  <const O extends MaskCallOptions<R> = {}>(
    ...args: [...P, options?: O]
  ): Promise<SafeResult<Masked<R, O>>>;
}

/** Runs a call and turns an `ApiError` into `{ data: undefined, error }`. */
export function settle<T>(call: Promise<T>): Promise<SafeResult<T>> {
  return call.then(
    (data) => ({ data, error: undefined }),
    (error: unknown) => {
      if (error instanceof ApiError) return { data: undefined, error };
      throw error;
    },
  );
}
