import type { ApiModel, Operation } from '../../ir/types.js';
import { printBlock } from './doc-block.js';
import { hardline, indent, join, type Doc } from './doc.js';
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
  const entry = (index: number): Doc => {
    const op = model.operations[index] as Operation;
    const types = names.operation(op.id);
    const key = stringLiteral(`${op.method} ${op.path}`);
    const lines = [`params: T.${types.params};`, `result: T.${types.result};`, ...more(op)];
    const body = join(hardline, lines);
    return [key, ': {', indent([hardline, body]), hardline, '};'];
  };
  const head = `export interface ${name} `;
  const table = printBlock({ head, size: model.operations.length, entry, after: '', tail: '' });
  return trusted(docComment(comment) + table);
}
