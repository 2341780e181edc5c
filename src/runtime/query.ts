/**
 * What the generated `query.ts` runs on: the retry rule, the polling interval, the
 * next-page rules and invalidation. Shipped into the output as `runtime/query.ts`;
 * imports only types from `@tanstack/query-core` (a peer dependency of the generated
 * code), so the same options work with the React, Vue, Solid, Svelte and Angular adapters.
 */
import type { DataTag, QueryClient, QueryKey } from '@tanstack/query-core';
import type { CallOptions } from './call.js';
import type { ApiError, ApiErrorKind } from './errors.js';

/** Failures worth another try: nothing was refused, the request may just not have arrived. */
const TRANSIENT: ReadonlySet<ApiErrorKind> = new Set([
  'network',
  'timeout',
  'server',
  'rate-limited',
]);

/** TanStack's `retry`: up to three more tries for transient failures, none for a refusal. */
export function retryTransient(failureCount: number, error: ApiError): boolean {
  return failureCount < 3 && TRANSIENT.has(error.kind);
}

/**
 * TanStack's `refetchInterval` for a resource with a state: every `intervalMs` until
 * the state is terminal (or the last fetch failed), then stop.
 */
export function untilTerminal(
  field: string,
  terminal: readonly unknown[],
  intervalMs: number,
): (query: { state: { data: unknown; status: string } }) => number | false {
  return (query) => {
    const data = query.state.data;
    if (query.state.status === 'error') return false;
    const state =
      typeof data === 'object' && data !== null
        ? (data as Record<string, unknown>)[field]
        : undefined;
    return terminal.includes(state) ? false : intervalMs;
  };
}

/** A next-page rule for TanStack's `getNextPageParam`. */
type NextParam<TParam> = (
  page: readonly unknown[] | null | undefined,
  pages: unknown,
  last: TParam,
) => TParam | undefined;

/** `limit`/`offset` paging: the next offset, or undefined after a short or empty page. */
export function byOffset(limit: number | undefined): NextParam<number> {
  return (page, _pages, offset) => {
    if (!page || page.length === 0 || (limit !== undefined && page.length < limit))
      return undefined;
    return offset + page.length;
  };
}

/** `page` paging: the next page number, or undefined after a short or empty page. */
export function byPage(size: number | undefined): NextParam<number> {
  return (page, _pages, current) => {
    if (!page || page.length === 0 || (size !== undefined && page.length < size)) return undefined;
    return current + 1;
  };
}

/** `since` paging: the cursor is the last item's integer `field` (its id), or undefined after an empty page. */
export function bySince(field: string): NextParam<number> {
  return (page) => {
    const last: unknown = page?.at(-1);
    const cursor =
      typeof last === 'object' && last !== null
        ? (last as Record<string, unknown>)[field]
        : undefined;
    return typeof cursor === 'number' ? cursor : undefined;
  };
}

/**
 * Invalidates every key (a prefix reaches every query below it) and resolves when the
 * active ones have been fetched again: a mutation stays pending until its lists are fresh.
 */
export async function invalidateAll(client: QueryClient, keys: readonly QueryKey[]): Promise<void> {
  await Promise.all(keys.map((queryKey) => client.invalidateQueries({ queryKey })));
}

type Method<TArgs, TResult> = (args: TArgs, options?: CallOptions) => Promise<TResult>;

/** Per-call options of the generated query functions: the client's, without the signal (TanStack passes its own). */
export type QueryCallOptions = Omit<CallOptions, 'signal'>;

/** A `queryFn` calling `method` with TanStack's AbortSignal, so that cancelling a query aborts its request. */
export function read<TArgs, TResult>(
  method: Method<TArgs, TResult>,
  args: TArgs,
  options: QueryCallOptions | undefined,
): (context: { signal: AbortSignal }) => Promise<TResult> {
  return ({ signal }) => method(args, { ...options, signal });
}

/** An infinite query's `queryFn`: the page parameter goes into the argument `param`. */
export function readPage<TArgs, TResult, TParam extends keyof TArgs & string>(
  method: Method<TArgs, TResult>,
  args: TArgs,
  param: TParam,
  options: QueryCallOptions | undefined,
): (context: { signal: AbortSignal; pageParam: NonNullable<TArgs[TParam]> }) => Promise<TResult> {
  return ({ signal, pageParam }) => method({ ...args, [param]: pageParam }, { ...options, signal });
}

/** A `mutationFn` calling `method` with the mutation's variables. */
export function write<TArgs, TResult>(
  method: Method<TArgs, TResult>,
  options: CallOptions | undefined,
): (args: TArgs) => Promise<TResult> {
  return (args) => method(args, options);
}

/** A mutation's `onSuccess`: invalidate what `keysOf(variables)` names, and wait for the refetch. */
export function invalidating<TArgs>(
  keysOf: (args: TArgs) => QueryKey[],
): (
  data: unknown,
  args: TArgs,
  onMutateResult: unknown,
  context: { client: QueryClient },
) => Promise<void> {
  return (_data, args, _onMutateResult, context) => invalidateAll(context.client, keysOf(args));
}

/**
 * A query key as a tuple of its literal parts, tagged with the data its query holds and
 * the error it fails with (TanStack's `DataTag`, what `queryOptions()` puts on a key), so
 * that `queryClient.getQueryData(key)` is typed and `setQueryData(key, …)` checks its
 * value: `taggedKey<Job[]>()('job', 'list', args)`. Curried because TypeScript infers
 * the parts only when the data type is not given in the same call. At run time the
 * key is the plain array.
 */
export function taggedKey<TData>(): <const TParts extends readonly unknown[]>(
  ...parts: TParts
) => DataTag<TParts, TData, ApiError> {
  return (...parts) => parts as DataTag<typeof parts, TData, ApiError>;
}
