import type { ApiModel, GeneratedFile } from '../../ir/types.js';
import { banner } from '../shared/banner.js';
import { hardline, join, printDoc, type Doc } from '../shared/doc.js';
import { trusted } from '../shared/escape.js';
import type { EmitOptions } from '../shared/options.js';
import { runtimeFiles } from '../shared/runtime-files.js';
import { template } from '../render.js';
import { keyFactory } from './keys.js';
import { queryModel } from './model.js';
import { readDocs } from './reads.js';
import { invalidationMap, mutationOptions } from './writes.js';

/**
 * Target `query`: `query.ts`, TanStack Query v5 options for every operation (reads:
 * query and infinite query options, polling; writes: mutation options that invalidate
 * what they change), a key factory, and `runtime/query.ts`. Imports only types from
 * `@tanstack/query-core`, so every adapter (React, Vue, Solid, Svelte, Angular) takes
 * the same options. Needs the client. Its own entry: `index.ts` never imports it.
 */
export function emitQuery(model: ApiModel, options: EmitOptions): GeneratedFile[] {
  const queries = queryModel(model);
  const sections: Doc[] = [
    keyFactory(queries.reads),
    invalidationMap(queries),
    ...queries.reads.flatMap(readDocs),
    ...queries.writes.map(mutationOptions),
  ];
  const body = printDoc(join([hardline, hardline], sections));
  const contents = template(
    'query/query.ts.hbs',
    options.templates,
  )({
    banner: banner(model, options),
    body: trusted(body),
  });
  return [{ path: 'query.ts', contents }, ...runtimeFiles(model, options, ['query.ts'])];
}
