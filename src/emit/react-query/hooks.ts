import { group, indent, join, line, ifBreak, type Doc } from '../shared/doc.js';
import { docComment } from '../shared/escape.js';
import { argsParam, type QueryOperation } from '../query/model.js';
import { call, exportedFunction, typeArguments } from '../query/syntax.js';

/**
 * One hook per operation, each a thin call of the query target's options with the client
 * of `ApiProvider`: the key, the query function, the retry rule and the invalidation stay
 * in one place (`query.ts`), so the hooks and the options can never disagree.
 */

/** `useJobList` from the stem `jobList`. */
function hookName(q: QueryOperation, suffix = ''): string {
  return `use${q.stem.charAt(0).toUpperCase()}${q.stem.slice(1)}${suffix}`;
}

function where(q: QueryOperation): string {
  return `\`${q.path.join('.')}\` (\`${q.op.method} ${q.op.path}\`)`;
}

/** `useQuery({ ...generated, ...options })`: the object hugged, as prettier prints a sole object argument. */
function withOptions(hook: string, generated: Doc): Doc {
  const members = [['...', generated], '...options'];
  return group([`${hook}({`, indent([line, join([',', line], members)]), ifBreak(','), line, '})']);
}

/** `options?: Type<A, B>`, its type arguments one per line when the line does not fit. */
function optionsParam(type: string, args: readonly string[]): Doc {
  return ['options?: ', typeArguments(type, args)];
}

export function queryHook(read: QueryOperation): Doc {
  const data = `T.${read.types.result}`;
  const comment = docComment([
    `\`useQuery\` for ${where(read)}: \`${read.stem}QueryOptions\` with the client of \`ApiProvider\`.`,
    '`options` takes everything `useQuery` does but the key and the query function.',
  ]);
  const params = [
    argsParam(read),
    optionsParam('QueryHookOptions', [`ReturnType<typeof q.${read.stem}QueryOptions>`, 'TData']),
  ];
  const value = withOptions('useQuery', call(`q.${read.stem}QueryOptions`, ['useApi()', 'args']));
  const returns = { name: 'UseQueryResult', args: ['TData', 'ApiError'] };
  return exportedFunction(comment, `${hookName(read)}<TData = ${data}>`, params, returns, value);
}

export function infiniteHook(read: QueryOperation): Doc {
  const data = `InfiniteData<T.${read.types.result}, number>`;
  const options = `q.${read.stem}InfiniteQueryOptions`;
  const comment = docComment([
    `\`useInfiniteQuery\` for ${where(read)}: \`${read.stem}InfiniteQueryOptions\` (its paging rule)`,
    'with the client of `ApiProvider`; `fetchNextPage()` asks for the next page.',
  ]);
  const params = [
    argsParam(read),
    optionsParam('InfiniteQueryHookOptions', [`ReturnType<typeof ${options}>`, 'TData']),
  ];
  const value = withOptions('useInfiniteQuery', call(options, ['useApi()', 'args']));
  const returns = { name: 'UseInfiniteQueryResult', args: ['TData', 'ApiError'] };
  return exportedFunction(
    comment,
    `${hookName(read, 'Infinite')}<TData = ${data}>`,
    params,
    returns,
    value,
  );
}

export function mutationHook(write: QueryOperation): Doc {
  const [result, args] = [`T.${write.types.result}`, `T.${write.types.args}`];
  const comment = docComment([
    `\`useMutation\` for ${where(write)}: \`${write.stem}MutationOptions\` with the client of`,
    '`ApiProvider`. On success it first invalidates the reads the write changes (the `invalidates`',
    'map of query.ts) and waits for their refetch, then runs `options.onSuccess`.',
  ]);
  const params = [optionsParam('MutationHookOptions', [result, args, 'TOnMutateResult'])];
  const generated = call(`q.${write.stem}MutationOptions`, ['useApi()']);
  const value = call('useMutation', [call('withInvalidation', [generated, 'options'])]);
  const returns = {
    name: 'UseMutationResult',
    args: [result, 'ApiError', args, 'TOnMutateResult'],
  };
  return exportedFunction(
    comment,
    `${hookName(write)}<TOnMutateResult = unknown>`,
    params,
    returns,
    value,
  );
}
