import type { Paging } from '../../ir/types.js';
import type { Doc } from '../shared/doc.js';
import { arrayLiteral } from '../shared/literal.js';
import { docComment, literal, propertyAccess, stringLiteral } from '../shared/escape.js';
import { methodComment } from '../client/signatures.js';
import { argsParam, methodOf, type QueryOperation } from './model.js';
import { keyParts, taggedKeyCall } from './keys.js';
import { call, exportedConst, exportedFunction, expandedObject } from './syntax.js';

/**
 * Per read: `…QueryOptions` (key, `queryFn` passing TanStack's AbortSignal, typed data,
 * `ApiError` as the error through `retry`), `…InfiniteQueryOptions` when it pages, and
 * `…Terminal` + `…Polling` when its result has a state that ends.
 */
export function readDocs(read: QueryOperation): Doc[] {
  const docs: Doc[] = [queryOptions(read)];
  if (read.op.paging && pages(read)) docs.push(infiniteOptions(read, read.op.paging));
  if (read.op.polling) docs.push(...polling(read));
  return docs;
}

/** Whether the read has infinite query options: it pages, and its arguments are flat (the page goes in them). */
export function pages(read: QueryOperation): boolean {
  return read.op.paging !== undefined && read.flat;
}

const OPTIONS_PARAM = 'options?: QueryCallOptions';

function queryOptions(read: QueryOperation): Doc {
  const comment = docComment([
    ...methodComment(read.op),
    '',
    `Query options for \`${read.path.join('.')}\`.`,
  ]);
  const properties: Doc[] = [
    ['queryKey: ', taggedKeyCall(`T.${read.types.result}`, keyParts(read))],
    ['queryFn: ', call('read', [methodOf(read), 'args', 'options'])],
    'retry: retryTransient',
  ];
  const params = ['api: Client', argsParam(read), OPTIONS_PARAM];
  return exportedFunction(
    comment,
    `${read.stem}QueryOptions`,
    params,
    undefined,
    expandedObject(properties),
  );
}

/** Where paging starts, which parameter moves, and the rule for the next one. */
function pagingParts(paging: Paging): { param: string; initial: Doc; next: Doc } {
  const arg = (name: string) => `args${propertyAccess(name)}`;
  switch (paging.kind) {
    case 'offset':
      return {
        param: paging.offset,
        initial: `${arg(paging.offset)} ?? 0`,
        next: call('byOffset', [arg(paging.limit)]),
      };
    case 'page':
      return {
        param: paging.page,
        initial: `${arg(paging.page)} ?? 1`,
        next: call('byPage', [paging.size === undefined ? 'undefined' : arg(paging.size)]),
      };
    case 'since':
      return {
        param: paging.since,
        initial: `${arg(paging.since)} ?? 0`,
        next: call('bySince', [stringLiteral(paging.field)]),
      };
  }
}

function infiniteOptions(read: QueryOperation, paging: Paging): Doc {
  const parts = pagingParts(paging);
  const comment = docComment([
    `Infinite query options for \`${read.path.join('.')}\`: pages by \`${parts.param}\` (${paging.kind} paging),`,
    'starting where `args` says; the next page is asked for until one comes back short or empty.',
  ]);
  const properties: Doc[] = [
    [
      'queryKey: ',
      taggedKeyCall(`InfiniteData<T.${read.types.result}, number>`, [...keyParts(read), "'pages'"]),
    ],
    [
      'queryFn: ',
      call('readPage', [methodOf(read), 'args', stringLiteral(parts.param), 'options']),
    ],
    ['initialPageParam: ', parts.initial],
    ['getNextPageParam: ', parts.next],
    'retry: retryTransient',
  ];
  const params = ['api: Client', argsParam(read), OPTIONS_PARAM];
  return exportedFunction(
    comment,
    `${read.stem}InfiniteQueryOptions`,
    params,
    undefined,
    expandedObject(properties),
  );
}

function polling(read: QueryOperation): Doc[] {
  const { field, terminal, source } = read.op.polling as NonNullable<
    QueryOperation['op']['polling']
  >;
  const why =
    source === 'config'
      ? 'configured in query.terminal'
      : `the end states of its enum; \`query.terminal\` overrides`;
  const values = terminal.map((value) => literal(value));
  const terminalDoc = exportedConst(
    docComment([`\`${field}\` values at which polling \`${read.path.join('.')}\` stops (${why}).`]),
    `${read.stem}Terminal`,
    [arrayLiteral(values), ' as const'],
  );
  const comment = docComment([
    `\`refetchInterval\` for \`${read.path.join('.')}\`: every \`intervalMs\` until \`${field}\` is one of`,
    `\`${read.stem}Terminal\`, then never again.`,
  ]);
  const value = call('untilTerminal', [stringLiteral(field), `${read.stem}Terminal`, 'intervalMs']);
  const fn = exportedFunction(
    comment,
    `${read.stem}Polling`,
    ['intervalMs = 1000'],
    undefined,
    value,
  );
  return [terminalDoc, fn];
}
