import type { ApiModel, GeneratedFile } from '../../ir/types.js';
import { banner } from '../shared/banner.js';
import { hardline, join, printDoc, type Doc } from '../shared/doc.js';
import { trusted } from '../shared/escape.js';
import type { EmitOptions } from '../shared/options.js';
import { runtimeFiles } from '../shared/runtime-files.js';
import { template } from '../render.js';
import { queryModel } from '../query/model.js';
import { pages } from '../query/reads.js';
import { infiniteHook, mutationHook, queryHook } from './hooks.js';

/**
 * Target `react-query`: `react-query.ts`, one React hook per operation over the query
 * target's options — `useJobList(args, options)` (`useQuery`), `useJobListInfinite` where the
 * read pages (`useInfiniteQuery`), `useJobSubmit(options)` (`useMutation`, invalidating what
 * the write changes before the caller's `onSuccess`) — and `ApiProvider`, which hands the
 * hooks their client. Needs the query target. Its own entry: `index.ts` never imports it,
 * so only an application that uses the hooks loads React.
 */
export function emitReactQuery(model: ApiModel, options: EmitOptions): GeneratedFile[] {
  const queries = queryModel(model);
  const hooks: Doc[] = [
    ...queries.reads.flatMap((read) =>
      pages(read) ? [queryHook(read), infiniteHook(read)] : [queryHook(read)],
    ),
    ...queries.writes.map(mutationHook),
  ];
  const contents = template(
    'react-query/react-query.ts.hbs',
    options.templates,
  )({
    banner: banner(model, options),
    body: trusted(printDoc(join([hardline, hardline], hooks))),
  });
  return [
    { path: 'react-query.ts', contents },
    ...runtimeFiles(model, options, ['react-query.ts']),
  ];
}
