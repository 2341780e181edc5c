/**
 * Line layout of generated validator code, in prettier's style, for the few shapes the
 * validators use: calls with simple arguments, `if` openings, `if (…) return false;`,
 * array literals and function signatures. Each shape is a Doc printed by the one layout
 * engine (shared/doc.ts), so widths are display widths (a CJK property name counts two
 * columns) and the width is PRINT_WIDTH. The validators join lines, so these return them;
 * a statement that fits is written flat without building its Doc (the common case).
 */
import { trusted, type Code } from '../shared/escape.js';
import {
  fitsWidth,
  group,
  ifBreak,
  indent,
  join,
  line,
  PRINT_WIDTH,
  printDoc,
  softline,
  textWidth,
  type Doc,
} from '../shared/doc.js';

/** An expression: plain code, or a call whose arguments may be broken over lines. */
export type Expr = Code | Call;

export interface Call {
  /** Code before the argument list, e.g. `!h.fail` or `new RegExp`. */
  callee: Code;
  args: Expr[];
}

export function call(callee: string, ...args: Expr[]): Call {
  return { callee: callee as Code, args };
}

export function flat(expr: Expr): string {
  return typeof expr === 'string' ? expr : `${expr.callee}(${expr.args.map(flat).join(', ')})`;
}

/** A call that does not fit puts each argument on its own line (none is hugged). */
function exprDoc(expr: Expr): Doc {
  if (typeof expr === 'string' || expr.args.length === 0) return flat(expr);
  const args = join([',', line], expr.args.map(exprDoc));
  return group([expr.callee, '(', indent([softline, args]), ifBreak(','), softline, ')']);
}

function pad(depth: number): string {
  return '  '.repeat(depth);
}

/** `doc` printed as lines starting at `depth` (every line it breaks is indented from there). */
export function linesOf(depth: number, doc: Doc): string[] {
  let nested = doc;
  for (let level = 0; level < depth; level++) nested = indent(nested);
  return printDoc([pad(depth), nested]).split('\n');
}

/** `head + expr + tail` at `depth`: on one line when it fits, else with the call broken. */
export function printLine(head: string, expr: Expr, tail: string, depth: number): string[] {
  const oneLine = `${pad(depth)}${head}${flat(expr)}${tail}`;
  if (fitsWidth(oneLine)) return [oneLine];
  return linesOf(depth, [head, exprDoc(expr), tail]);
}

/** `if (cond)`, the condition broken onto its own lines when the whole does not fit. */
function ifHead(cond: Expr, close: string): Doc {
  return group(['if (', indent([softline, exprDoc(cond)]), softline, close]);
}

/** `if (cond) {`, breaking the condition onto its own lines when needed. */
export function ifOpen(cond: Expr, depth: number): string[] {
  const oneLine = `${pad(depth)}if (${flat(cond)}) {`;
  if (fitsWidth(oneLine)) return [oneLine];
  return linesOf(depth, ifHead(cond, ') {'));
}

/** `if (cond) return false;` (prettier moves the return onto its own line when it must). */
export function ifReturnFalse(cond: Expr, depth: number): string[] {
  return ifThen(cond, 'return false;', depth);
}

/** `if (cond) statement;` on one line, or with the statement (and the condition) broken out. */
export function ifThen(cond: Expr, statement: string, depth: number): string[] {
  const oneLine = `${pad(depth)}if (${flat(cond)}) ${statement}`;
  if (fitsWidth(oneLine)) return [oneLine];
  return linesOf(depth, group([ifHead(cond, ')'), indent([line, statement])]));
}

/**
 * `if (cond && then) return false;` (with `return false;` on the next line when only the
 * condition fits, as prettier writes it), else `if (cond) { if (then) return false; }`.
 * Both conditions are `!call(…)` or comparisons, never a bare `||`, so joining them with
 * `&&` needs no parentheses.
 */
export function ifBothReturnFalse(cond: Expr, then: Expr, depth: number): string[] {
  const head = `${pad(depth)}if (${flat(cond)} && ${flat(then)})`;
  if (fitsWidth(`${head} return false;`)) return [`${head} return false;`];
  if (fitsWidth(head)) return [head, `${pad(depth + 1)}return false;`];
  return ifBlock(cond, ifReturnFalse(then, depth + 1), depth);
}

/** A block `if (cond) { body }`; the body is already indented to `depth + 1`. */
export function ifBlock(cond: Expr, body: readonly string[], depth: number): string[] {
  return [...ifOpen(cond, depth), ...body, `${pad(depth)}}`];
}

/** A line of code at `depth`. */
export function at(depth: number, text: string): string {
  return pad(depth) + text;
}

/**
 * `head[a, b, c]tail` as lines: flat when it fits; else one element per line, or filled
 * lines when every element is a number (prettier's rule for number arrays). Not
 * shared/literal.ts's `arrayLiteral`, a Doc: this one is a whole statement's lines.
 */
export function arrayLines(head: string, elements: readonly Code[], tail: string): string[] {
  const oneLine = `${head}[${elements.join(', ')}]${tail}`;
  if (fitsWidth(oneLine) || elements.length === 0) return [oneLine];
  const numbers = elements.every((element) => /^-?[0-9][0-9.e+-]*$/.test(element));
  if (numbers) return [`${head}[`, ...fill(elements), `]${tail}`];
  const body = join([',', line], elements);
  return linesOf(0, [head, group(['[', indent([softline, body]), ifBreak(','), softline, ']']), tail]);
}

/** Numbers filled into lines, as prettier's `fill` lays out a number array. */
function fill(elements: readonly Code[]): string[] {
  const filled: string[] = [];
  let current = '';
  for (const element of elements) {
    const next = current === '' ? `  ${element},` : `${current} ${element},`;
    if (!fitsWidth(next) && current !== '') {
      filled.push(current);
      current = `  ${element},`;
    } else current = next;
  }
  if (current !== '') filled.push(current);
  return filled;
}

/** A type expression: a name, a generic with arguments, or a union. */
export type TypeExpr = string | { generic: string; args: TypeExpr[] } | { union: TypeExpr[] };

function typeDoc(type: TypeExpr): Doc {
  if (typeof type === 'string') return type;
  if ('union' in type) return group([ifBreak('| '), join([line, '| '], type.union.map(typeDoc))]);
  const only = type.args.length === 1 ? type.args[0] : undefined;
  // Prettier never breaks a lone simple argument (a plain type name) out of its `<>`.
  if (typeof only === 'string' && /^[\w$.]+$/.test(only)) return `${type.generic}<${only}>`;
  const args = join([',', line], type.args.map(typeDoc));
  return group([type.generic, '<', indent([softline, args]), softline, '>']);
}

/**
 * `head(params): returns {` as prettier breaks it: on one line when it fits; else the
 * parameters one per line, then the return type, itself broken only if it must be.
 */
export function signature(head: string, params: readonly string[], returns: TypeExpr): string[] {
  const returnLine = printDoc(group(['): ', typeDoc(returns), ' {'])).split('\n');
  const oneLine = `${head}(${params.join(', ')}${returnLine[0] ?? ''}`;
  if (returnLine.length === 1 && fitsWidth(oneLine)) return [oneLine];
  return [`${head}(`, ...params.map((param) => `  ${param},`), ...returnLine];
}

/**
 * `head: Type = callee(args);` as prettier's assignment layouts print it. A call with one
 * identifier of at most 25 characters (a quarter of the width) is "poorly breakable":
 * prettier breaks after `=` rather than inside it; a longer argument, or more than one, is
 * "fluid": the call stays after `=` when its opening fits, and its arguments break out.
 * The type is broken first when `head: Type =` does not fit (the call then follows its `>`).
 */
export function typedConst(
  head: string,
  type: TypeExpr,
  callee: string,
  args: readonly Code[],
): string[] {
  const init = call(callee, ...args);
  const arg = args.join(', ');
  const left = printDoc(group([`${head}: `, typeDoc(type), ' =']));
  if (left.includes('\n')) {
    const lines = left.split('\n');
    return [...lines.slice(0, -1), ...printLine(`${lines[lines.length - 1]} `, init, ';', 0)];
  }
  // Prettier never breaks a type that has no break point, even past the width.
  if (fitsWidth(`${left} ${flat(init)};`)) return [`${left} ${flat(init)};`];
  const loneShort = args.length === 1 && textWidth(arg) <= PRINT_WIDTH / 4;
  const fluid = !loneShort && fitsWidth(`${left} ${callee}(`);
  return fluid ? printLine(`${left} `, init, ';', 0) : [left, ...printLine('', init, ';', 1)];
}

/** The head of a check function: `function name(v: unknown, p: string, c: h.Context): boolean {`. */
export function checkSignature(name: string): string[] {
  return signature(`function ${name}`, ['v: unknown', 'p: string', 'c: h.Context'], 'boolean');
}

export function code(text: string): Code {
  return trusted(text);
}
