import type { ApiModel, GeneratedFile } from '../../ir/types.js';
import { banner } from '../shared/banner.js';
import { printDoc } from '../shared/doc.js';
import { docComment, stringLiteral, trusted, type Code } from '../shared/escape.js';
import { objectLiteral } from '../shared/literal.js';
import { typeNames, type TypeNames } from '../shared/names.js';
import type { EmitOptions } from '../shared/options.js';
import { CLIENT_RUNTIME, runtimeFiles } from '../shared/runtime-files.js';
import { template } from '../render.js';
import { clientInterface, requestsInterface } from './signatures.js';
import { operationsTable } from './table.js';
import { clientTree } from './tree.js';

/**
 * Target `client`: `client.ts` (the operations table, the `Requests` table, the
 * `Client` interface, `createClient`) and the runtime it runs on, `runtime/*.ts`.
 * Needs the `types` target (client.ts imports types.ts as `T`).
 */
export function emitClient(model: ApiModel, options: EmitOptions): GeneratedFile[] {
  const names = typeNames(model);
  const tree = clientTree(model.operations, model.auth);
  const contents = template(
    'client/client.ts.hbs',
    options.templates,
  )({
    banner: banner(model, options),
    settings: settingsDoc(model),
    session: sessionType(model, names),
    sessionImport: trusted(
      loginOperation(model)
        ? "import type { Session } from './runtime/session.js';"
        : "import type { KnownLoginResult, Session } from './runtime/session.js';",
    ),
    operations: operationsTable(model, tree.paths),
    requests: requestsInterface(model, names),
    client: clientInterface(tree.root, {
      names,
      schemas: new Map(model.schemas.map((named) => [named.name, named])),
    }),
  });
  return [{ path: 'client.ts', contents }, ...runtimeFiles(model, options, CLIENT_RUNTIME)];
}

/** `POST /auth`'s operation id, when the document has it and it returns one object. */
export function loginOperation(model: ApiModel): string | undefined {
  const id = model.auth.loginFinish;
  const op = model.operations.find((candidate) => candidate.id === id);
  return op?.result.shape === 'single' ? op.id : undefined;
}

/** The session type: the document's login result when it has one, else the known fields. */
export function sessionType(model: ApiModel, names: TypeNames): Code {
  const id = loginOperation(model);
  const result = id === undefined ? 'KnownLoginResult' : `T.${names.operation(id).result}`;
  const comment = docComment([
    'The login session: every field of the login result as the document types it, plus the',
    'session id; what `api.login()` resolves with and `api.session()` returns.',
  ]);
  return trusted(`${comment}export type SessionState = Session<${result}>;`);
}

export function settingsDoc(model: ApiModel): Code {
  const field = (key: string, value: string) => ({
    key: trusted(key),
    value: stringLiteral(value),
    isString: true,
  });
  const settings = objectLiteral(
    [
      field('basePath', model.basePath === '/' ? '' : model.basePath.replace(/\/+$/, '')),
      field('authPath', model.auth.path),
      field('sessionHeader', model.auth.sessionHeader),
      field('tokenHeader', model.auth.tokenHeader),
      ...(loginOperation(model) ? [field('loginOperation', loginOperation(model) as string)] : []),
    ],
    true,
  );
  return trusted(printDoc(['const settings: ApiSettings = ', settings, ';']));
}
