import {
  group,
  hardline,
  ifBreak,
  indent,
  join,
  line,
  PRINT_WIDTH,
  softline,
  textWidth,
  type Doc,
} from '../shared/doc.js';
import type { Code } from '../shared/escape.js';

/** Small pieces of TypeScript in prettier's layout, as the query emitter writes them. */

/** `callee(a, b)`: arguments on one line, or one per line with a trailing comma. */
export function call(callee: string, args: readonly Doc[]): Doc {
  if (args.length === 0) return `${callee}()`;
  return group([
    callee,
    '(',
    indent([softline, join([',', line], args)]),
    ifBreak(','),
    softline,
    ')',
  ]);
}

/**
 * `(params): returns =>` then the body: the body moves to the next line when it does
 * not fit; if the parameters themselves do not fit, they break and the body follows `) =>`.
 */
export function arrow(params: readonly Doc[], returns: string, body: Doc): Doc {
  return group([parameters(params), returns, ' =>', group(indent([line, body]))]);
}

/** `(params): returns => [`: an array body stays on the arrow's line (prettier hugs it). */
export function arrowToArray(params: readonly Doc[], returns: string, array: Doc): Doc {
  return group([parameters(params), returns, ' => ', array]);
}

function parameters(params: readonly Doc[]): Doc {
  if (params.length === 0) return '()';
  return group(['(', indent([softline, join([',', line], params)]), ifBreak(','), softline, ')']);
}

/** A return type `Name<A, B>` (or none), which prettier breaks only after the parameters. */
export interface ReturnType {
  name: string;
  args: readonly string[];
}

/**
 * `export function name(params): Returns { return value; }` with a doc comment, laid out
 * as prettier does at the top level: all on one line; else one parameter per line; and
 * only if `): Returns {` still does not fit, one type argument per line.
 */
export function exportedFunction(
  comment: Code,
  name: string,
  params: readonly Doc[],
  returns: ReturnType | undefined,
  value: Doc,
): Doc {
  const flatReturns = returns ? `: ${returns.name}<${returns.args.join(', ')}>` : '';
  const oneLine = `export function ${name}(${params.map(flatText).join(', ')})${flatReturns} {`;
  let head: Doc = oneLine;
  if (textWidth(oneLine) > PRINT_WIDTH) {
    const close =
      textWidth(`)${flatReturns} {`) <= PRINT_WIDTH || !returns
        ? `)${flatReturns} {`
        : brokenReturns(returns);
    head = [
      `export function ${name}(`,
      indent([hardline, join([',', hardline], params), ',']),
      hardline,
      close,
    ];
  }
  return [
    join(hardline, comment.replace(/\n$/, '').split('\n')),
    hardline,
    head,
    indent([hardline, 'return ', value, ';']),
    hardline,
    '}',
  ];
}

function brokenReturns(returns: ReturnType): Doc {
  return [
    `): ${returns.name}<`,
    indent([hardline, join([',', hardline], returns.args)]),
    hardline,
    '> {',
  ];
}

/** `Name<A, B>`, or one type argument per line (no trailing comma) when it does not fit. */
export function typeArguments(name: string, args: readonly Doc[]): Doc {
  return group([name, '<', indent([softline, join([',', line], args)]), softline, '>']);
}

/** A Doc as printed on one line (every group flat). */
function flatText(doc: Doc): string {
  if (typeof doc === 'string') return doc;
  if (Array.isArray(doc)) return doc.map(flatText).join('');
  switch (doc.t) {
    case 'line':
      return doc.flat;
    case 'ifBreak':
      return flatText(doc.flat);
    default:
      return flatText(doc.contents);
  }
}

/** An object literal always printed one property per line. */
export function expandedObject(properties: readonly Doc[]): Doc {
  return group(['{', indent([hardline, join([',', hardline], properties)]), ',', hardline, '}']);
}

/** `export const name = { … };`: a group of members one per line. */
export function exportedConst(comment: Code, name: string, value: Doc): Doc {
  return [
    join(hardline, comment.replace(/\n$/, '').split('\n')),
    hardline,
    `export const ${name} = `,
    value,
    ';',
  ];
}
