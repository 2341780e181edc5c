import type { ApiModel, Operation } from '../../ir/types.js';
import { hardline, indent, join, printDoc, type Doc } from './doc.js';
import { docComment, stringLiteral, trusted, type Code } from './escape.js';
import type { TypeNames } from './names.js';

/**
 * An interface with each operation's params and result types (from types.ts, as `T`)
 * keyed by `METHOD /path` as documented: the client's `Requests` (typing
 * `api.request()`, with each call's options) and the mocks' `MockOperations` (typing
 * `override` / `respond`).
 */
export function operationTable(
  model: ApiModel,
  names: TypeNames,
  name: string,
  comment: string[],
  more: (op: Operation) => string[] = () => [],
): Code {
  const members = model.operations.map((op): Doc => {
    const types = names.operation(op.id);
    const key = stringLiteral(`${op.method} ${op.path}`);
    const lines = [`params: T.${types.params};`, `result: T.${types.result};`, ...more(op)];
    const body = join(hardline, lines);
    return [key, ': {', indent([hardline, body]), hardline, '};'];
  });
  const body: Doc =
    members.length === 0 ? '{}' : ['{', indent([hardline, join(hardline, members)]), hardline, '}'];
  return trusted(docComment(comment) + printDoc([`export interface ${name} `, body]));
}
