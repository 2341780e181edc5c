import type { ApiModel, Operation } from '../../ir/types.js';
import { hardline, join, type Doc } from '../shared/doc.js';
import { newline } from '../shared/doc-printer.js';
import { printBlock, type Block } from '../shared/doc-block.js';
import { docComment, docCommentLines, trusted, type Code } from '../shared/escape.js';
import type { TypeNames } from '../shared/names.js';
import { argsRequired } from '../shared/operation.js';
import { sortedMembers, type ClientNode } from './tree.js';
import { operationTable } from '../shared/operation-table.js';
import { returnsDoc, type ReturnsContext } from './returns.js';
import { methodLineDoc, methodLineText, type MethodLine } from './method-line.js';

/**
 * The `Client` interface (named methods, grouped) and the `Requests` table that
 * types `api.request('METHOD /path', params)`. Both refer to types.ts as `T`.
 */
export function clientInterface(root: ClientNode, ctx: ReturnsContext): Code {
  const head = 'export interface Client extends BaseClient<Requests, SessionState> ';
  const comment = docComment([
    'The client: named methods grouped by resource and access level, `request()` keyed by',
    "the document's method and path, and the login session.",
  ]);
  return trusted(comment + printBlock(nodeBlock(root, head, '', ctx, SAFE_MEMBER)));
}

const SAFE_MEMBER: Doc = join(hardline, [
  '/** Every method and `request()`, resolving with `{ data, error }` instead of throwing. */',
  'safe: SafeClient<Client, Requests>;',
]);

/**
 * A group of methods as a block (doc-block.ts: each member is made when it is printed);
 * `last` follows the sorted members (the root's `safe`). Also prints the trees of the
 * multi-version client (emit/versions/).
 */
export function nodeBlock(
  node: ClientNode,
  head: string,
  tail: string,
  ctx: ReturnsContext,
  last?: Doc,
): Block {
  const members = sortedMembers(node);
  const entry = (index: number, level: number): Doc | Block => {
    const found = members[index];
    if (found === undefined) return last ?? '';
    const [name, member] = found;
    if (member.op) return methodEntry(name, member.op, ctx, level);
    return nodeBlock(member.group as ClientNode, `${name}: `, ';', ctx);
  };
  const size = members.length + (last === undefined ? 0 : 1);
  return { head, size, entry, after: '', tail };
}

function signature(name: Code, params: string[], returns: string): MethodLine {
  return {
    head: name,
    open: '(',
    items: params,
    close: ')',
    trailing: true,
    tail: `: ${returns};`,
  };
}

/** A method's JSDoc lines and its declaration lines (two for a file download). */
function methodLines(name: Code, op: Operation, ctx: ReturnsContext): [string[], MethodLine[]] {
  const types = ctx.names.operation(op.id);
  const args = `args${argsRequired(op) ? '' : '?'}: T.${types.args}`;
  const options = optionsType(op, ctx.names);
  const comment = docCommentLines([...methodComment(op), ...returnsDoc(op, ctx)]);
  const lines: MethodLine[] = [];
  if (op.result.item.kind === 'binary' && op.result.shape !== 'empty') {
    const asBuffer = `options: ${options} & { binaryAs: 'arraybuffer' }`;
    lines.push(signature(name, [`args: T.${types.args}`, asBuffer], 'Promise<ArrayBuffer>'));
  }
  if (op.fieldMask && op.result.item.kind !== 'binary') {
    // The `fields` option decides the result type (`Pick<…>` for a list): runtime/mask.ts.
    const items = [`[${args}]`, `T.${types.result}`];
    lines.push({
      head: `${name}: `,
      open: 'MaskedMethod<',
      items,
      close: '>',
      trailing: false,
      tail: ';',
    });
  } else lines.push(signature(name, [args, `options?: ${options}`], `Promise<T.${types.result}>`));
  return [comment, lines];
}

export function methodDoc(name: Code, op: Operation, ctx: ReturnsContext): Doc {
  const [comment, lines] = methodLines(name, op, ctx);
  return join(hardline, [join(hardline, comment), ...lines.map(methodLineDoc)]);
}

/**
 * `methodDoc` as a block entry whose lines start at `level`, as text: what printDoc prints
 * for it (JSDoc lines end in no space for printDoc to trim: escape.ts).
 */
function methodEntry(name: Code, op: Operation, ctx: ReturnsContext, level: number): Doc {
  const [comment, lines] = methodLines(name, op, ctx);
  // Without a comment the Doc starts with an empty line: rare enough to print it.
  if (comment.length === 0) return methodDoc(name, op, ctx);
  const separator = newline(level);
  let text = comment.join(separator);
  for (let i = 0; i < lines.length; i++)
    text += separator + methodLineText(lines[i] as MethodLine, level);
  return text;
}

/** The `fields` (X-Fields) option exists only where the operation takes the mask. */
export function optionsType(op: Operation, names: TypeNames): string {
  return op.fieldMask ? `MaskCallOptions<T.${names.operation(op.id).result}>` : 'CallOptions';
}

/** Summary, description, then where the call goes and who may make it. */
export function methodComment(op: Operation): string[] {
  const lines: string[] = [];
  if (op.summary) lines.push(op.summary, '');
  if (op.description && op.description !== op.summary) lines.push(op.description, '');
  const facts = [
    `\`${op.method} ${op.path}\``,
    `access: ${op.access}`,
    `result: ${op.result.shape}`,
  ];
  if (op.permissions.length > 0) facts.push(`permissions: ${op.permissions.join(', ')}`);
  lines.push(facts.join(' · '));
  if (op.deprecated) lines.push('@deprecated');
  return lines;
}

export function requestsInterface(model: ApiModel, names: TypeNames): Code {
  return operationTable(
    model,
    names,
    'Requests',
    ["`api.request()`'s table: each operation's params and result, keyed by `METHOD /path`."],
    (op) => [`options: ${optionsType(op, names)};`],
  );
}
