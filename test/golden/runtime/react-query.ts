// Part of specforge 0.0.0-golden's runtime, copied unchanged. Do not edit: run `specforge generate` again.

/**
 * Types and the one helper the generated React hooks (`react-query.ts`, target
 * `react-query`) run on. Shipped into the output as `runtime/react-query.ts`; imports only
 * types from `@tanstack/react-query` (a peer dependency of the generated code), so the
 * hooks' file is the only one that loads React.
 */
import type {
  InfiniteData,
  MutationOptions,
  QueryKey,
  UseInfiniteQueryOptions,
  UseMutationOptions,
  UseQueryOptions,
} from '@tanstack/react-query';
import type { ApiError } from './errors.js';

/** The options a generated `…QueryOptions` function returns: a key and a query function. */
type Options = { queryKey: QueryKey; queryFn: (...args: never[]) => Promise<unknown> };

type DataOf<TOptions extends Options> = Awaited<ReturnType<TOptions['queryFn']>>;

/**
 * What a query hook takes besides its arguments: everything `useQuery` takes but the key
 * and the query function, which come from the generated options (`select` changes `TData`).
 */
export type QueryHookOptions<TOptions extends Options, TData> = Omit<
  UseQueryOptions<DataOf<TOptions>, ApiError, TData, TOptions['queryKey']>,
  'queryKey' | 'queryFn'
>;

/** An infinite query hook's options: the paging rules come from the generated options too. */
export type InfiniteQueryHookOptions<TOptions extends Options, TData> = Omit<
  UseInfiniteQueryOptions<DataOf<TOptions>, ApiError, TData, TOptions['queryKey'], number>,
  'queryKey' | 'queryFn' | 'initialPageParam' | 'getNextPageParam'
>;

/** The pages an infinite query hook holds when `select` does not change them. */
export type Pages<TOptions extends Options> = InfiniteData<DataOf<TOptions>, number>;

/** A mutation hook's options: everything `useMutation` takes but the key and the function. */
export type MutationHookOptions<TData, TVariables, TOnMutateResult> = Omit<
  UseMutationOptions<TData, ApiError, TVariables, TOnMutateResult>,
  'mutationKey' | 'mutationFn'
>;

/**
 * The generated mutation options with the hook's own: the caller's `onSuccess` runs after
 * the invalidation of the generated options (which waits for the refetch), never instead
 * of it, so a write made through a hook always refreshes the reads it changes.
 */
export function withInvalidation<TData, TVariables, TOnMutateResult>(
  generated: Pick<
    MutationOptions<TData, ApiError, TVariables>,
    'mutationKey' | 'mutationFn' | 'onSuccess'
  >,
  options: MutationHookOptions<TData, TVariables, TOnMutateResult> | undefined,
): UseMutationOptions<TData, ApiError, TVariables, TOnMutateResult> {
  const invalidate = generated.onSuccess;
  const own = options?.onSuccess;
  return {
    ...generated,
    ...options,
    onSuccess: async (data, variables, onMutateResult, context) => {
      await invalidate?.(data, variables, onMutateResult, context);
      await own?.(data, variables, onMutateResult, context);
    },
  };
}
