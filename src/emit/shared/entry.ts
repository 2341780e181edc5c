import type { ApiModel, GeneratedFile } from '../../ir/types.js';
import { template } from '../render.js';
import { banner } from './banner.js';
import { trusted, type Code } from './escape.js';
import type { EmitOptions } from './options.js';
import { TARGETS, type TargetDescriptor, type TargetName } from '../targets.js';
import { group, ifBreak, indent, join, line, printDoc } from './doc.js';

/**
 * `<dir>/index.ts`: what a consumer imports — the targets whose descriptor says
 * `entry: 'index'` (targets with their own entry, like mocks, are never re-exported: a
 * production bundle must not pull them in). A target's modules are `export *`-ed,
 * except the client's values, exported by name so that a schema which happens to be
 * called `ApiError` cannot make the re-exports ambiguous (a named export wins over
 * `export *`). With validators, `createClient` is wrapped so that it passes
 * `operationValidators` by default.
 */
export const CLIENT_EXPORTS = ['ApiError', 'operations', 'parseValidTo', 'ValidationError'];
export const CLIENT_TYPE_EXPORTS = [
  'ApiErrorKind',
  'CallOptions',
  'Client',
  'ClientOptions',
  'Credentials',
  'LoginInput',
  'MaskCallOptions',
  'Middleware',
  'MiddlewareContext',
  'OperationInfo',
  'PrepareCredentials',
  'Requests',
  'RetryPolicy',
  'SafeResult',
  'SessionState',
];

export function emitEntry(
  model: ApiModel,
  options: EmitOptions,
  registry: readonly TargetDescriptor[] = TARGETS,
): GeneratedFile[] {
  const reexported = registry.filter(
    (target) => target.entry === 'index' && options.targets.includes(target.name),
  );
  const has = (name: TargetName): boolean => reexported.some((target) => target.name === name);
  const wrap = has('client') && has('validators');
  const exports = reexported.flatMap((target) => exportsOf(target, wrap));
  if (exports.length === 0) exports.push(trusted('export {};'));
  const contents = template(
    'index.ts.hbs',
    options.templates,
  )({
    banner: banner(model, options),
    imports: wrap ? WRAPPER_IMPORTS : [],
    exports,
    wrapper: wrap ? WRAPPER : '',
  });
  return [{ path: 'index.ts', contents }];
}

function exportsOf(target: TargetDescriptor, wrap: boolean): Code[] {
  const from = `./${(target.files[0] as string).replace(/\.ts$/, '.js')}`;
  if (target.name !== 'client') {
    const modules = target.files.filter((file) => file.endsWith('.ts'));
    return modules.map((file) => trusted(`export * from './${file.replace(/\.ts$/, '.js')}';`));
  }
  const values = wrap ? CLIENT_EXPORTS : ['createClient', ...CLIENT_EXPORTS];
  return [exportList('export type', CLIENT_TYPE_EXPORTS, from), exportList('export', values, from)];
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
    '  return createBaseClient({ ...options, validators: options.validators ?? operationValidators });',
    '}',
  ].join('\n'),
);
