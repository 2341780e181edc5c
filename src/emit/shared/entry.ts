import type { ApiModel, GeneratedFile } from '../../ir/types.js';
import { template } from '../render.js';
import { banner } from './banner.js';
import { trusted, type Code } from './escape.js';
import type { EmitOptions } from './options.js';
import { group, ifBreak, indent, join, line, printDoc } from './doc.js';

/**
 * `<dir>/index.ts`: what a consumer imports. Types as `export *`; the client's
 * values by name, so that a schema which happens to be called `ApiError` cannot make
 * the re-exports ambiguous (a named export wins over `export *`). With validators,
 * `createClient` is wrapped so that it passes `operationValidators` by default.
 * Mocks are never re-exported: a production bundle must not pull them in.
 */
export const CLIENT_EXPORTS = ['ApiError', 'operations', 'parseValidTo', 'ValidationError'];
export const CLIENT_TYPE_EXPORTS = [
  'ApiErrorKind',
  'CallOptions',
  'Client',
  'ClientOptions',
  'Credentials',
  'OperationInfo',
  'Requests',
  'SessionState',
];

export function emitEntry(model: ApiModel, options: EmitOptions): GeneratedFile[] {
  const has = (name: string): boolean => options.targets.includes(name);
  const wrap = has('client') && has('validators');
  const exports: Code[] = [];
  if (has('types')) exports.push(trusted("export * from './types.js';"));
  if (has('validators')) exports.push(trusted("export * from './validators.js';"));
  if (has('client')) {
    exports.push(exportList('export type', CLIENT_TYPE_EXPORTS, './client.js'));
    const values = wrap ? CLIENT_EXPORTS : ['createClient', ...CLIENT_EXPORTS];
    exports.push(exportList('export', values, './client.js'));
  }
  if (exports.length === 0) exports.push(trusted('export {};'));
  const contents = template('index.ts.hbs')({
    banner: banner(model, options.specforgeVersion),
    imports: wrap ? WRAPPER_IMPORTS : [],
    exports,
    wrapper: wrap ? WRAPPER : '',
  });
  return [{ path: 'index.ts', contents }];
}

function exportList(keyword: string, names: readonly string[], from: string): Code {
  const list = join([',', line], [...names].sort());
  return trusted(
    printDoc(
      group([`${keyword} {`, indent([line, list]), ifBreak(','), line, `} from '${from}';`]),
    ),
  );
}

const WRAPPER_IMPORTS = [
  trusted("import { createClient as createBaseClient } from './client.js';"),
  trusted("import type { Client, ClientOptions } from './client.js';"),
  trusted("import { operationValidators } from './validators.js';"),
];

const WRAPPER = trusted(
  [
    '/** A client for this installation; `validate` uses the generated validators. */',
    'export function createClient(options: ClientOptions): Client {',
    '  return createBaseClient({ validators: operationValidators, ...options });',
    '}',
  ].join('\n'),
);
