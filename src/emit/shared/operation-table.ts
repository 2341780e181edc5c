import type { ApiModel, Operation } from '../../ir/types.js';
import { printBlock } from './doc-block.js';
import { newline } from './doc-printer.js';
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
  // Every part is text, so the entry is printed without a Doc: what printDoc prints for
  // `[key, ': {', indent([hardline, join(hardline, lines)]), hardline, '};']`.
  const entry = (index: number, level: number): string => {
    const op = model.operations[index] as Operation;
    const types = names.operation(op.id);
    const key = stringLiteral(`${op.method} ${op.path}`);
    const lines = [`params: T.${types.params};`, `result: T.${types.result};`, ...more(op)];
    return `${key}: {${newline(level + 1)}${lines.join(newline(level + 1))}${newline(level)}};`;
  };
  const head = `export interface ${name} `;
  const table = printBlock({ head, size: model.operations.length, entry, after: '', tail: '' });
  return trusted(docComment(comment) + table);
}
