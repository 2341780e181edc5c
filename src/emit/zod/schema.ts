/**
 * Schema (IR) → a zod 4 expression, one small function per kind, in the same view
 * (request or response) as the type it must infer. Where zod's built-in check means
 * something else than the validators (lengths in code points, exact multipleOf, formats,
 * deep equality), the check comes from `runtime/zod-checks.ts` (`c.*`), which wraps the
 * validators' own helpers. `nullable` lets `null` past the schema's checks, not past `not`.
 */
import type { ArraySchema, NumberSchema, Schema, StringSchema } from '../../ir/types.js';
import { group, indent, join, line, softline, ifBreak, type Doc } from '../shared/doc.js';
import { literal, stringLiteral } from '../shared/escape.js';
import { enumSchema } from './enum.js';
import { objectSchema, recordSchema } from './object.js';
import { compositeSchema } from './composite.js';
import type { ZodContext } from './context.js';

/** `callee(arg, …)` as prettier prints a call: a lone or last object/array literal hugged. */
export function call(callee: string, args: readonly Doc[]): Doc {
  return [callee, callArguments(args)];
}

function callArguments(args: readonly Doc[]): Doc {
  if (args.length === 0) return '()';
  const last = args[args.length - 1] as Doc;
  const others = args.slice(0, -1);
  if (hugs(last) && others.every((arg) => typeof arg === 'string'))
    return ['(', ...others.map((arg) => `${arg as string}, `), last, ')'];
  return group(['(', indent([softline, join([',', line], args)]), ifBreak(','), softline, ')']);
}

/** An object or array literal (objectLiteral, arrayLiteral). */
function hugs(doc: Doc): boolean {
  if (typeof doc !== 'object' || Array.isArray(doc) || doc.t !== 'group') return false;
  const contents = doc.contents;
  const first = Array.isArray(contents) ? contents[0] : contents;
  return first === '{' || first === '[';
}

/** A zod expression before printing: `callee(args)`, then `.check(…checks)` when there are any. */
export interface ZodExpr {
  callee: string;
  args: Doc[];
  checks: Doc[];
}

export function expr(callee: string, args: Doc[] = [], checks: Doc[] = []): ZodExpr {
  return { callee, args, checks };
}

/**
 * prettier's member chain: `z.string().check(…)` on one line when it fits, else one call a
 * line (`z` / `.string()` / `.check(…)`), as it is whenever the first call breaks.
 */
function printExpr(e: ZodExpr): Doc {
  if (e.checks.length === 0) return call(e.callee, e.args);
  const oneLine = [call(e.callee, e.args), call('.check', e.checks)];
  const dot = e.callee.indexOf('.');
  const head = e.callee.slice(0, dot);
  const expanded = [
    head,
    indent([softline, call(e.callee.slice(dot), e.args), softline, call('.check', e.checks)]),
  ];
  return group(ifBreak(expanded, oneLine));
}

export function zodSchema(schema: Schema, ctx: ZodContext): Doc {
  let e = baseSchema(schema, ctx);
  if (schema.nullable && schema.kind !== 'unknown' && schema.kind !== 'null') {
    e = expr('z.nullable', [printExpr(e)]);
  }
  // On the value as it came: a parse's output has lost the keys its objects do not declare.
  if (schema.not !== undefined)
    e = expr('c.raw', [printExpr(e), call('c.not', [zodSchema(schema.not, ctx)])]);
  return printExpr(e);
}

function baseSchema(schema: Schema, ctx: ZodContext): ZodExpr {
  switch (schema.kind) {
    case 'string':
      return stringSchema(schema, ctx);
    case 'number':
      return numberSchema(schema);
    case 'boolean':
      return expr('z.boolean');
    case 'null':
      return expr('z.null');
    case 'enum':
      return enumSchema(schema);
    case 'array':
      return arraySchema(schema, ctx);
    case 'object':
      return objectSchema(schema, ctx);
    case 'record':
      return recordSchema(schema, ctx);
    case 'union':
    case 'intersection':
      return compositeSchema(schema, ctx);
    case 'unknown':
      if (!schema.objectOnly) return expr('z.unknown');
      return schema.nullable
        ? expr('c.objectOrNull')
        : expr('z.record', ['z.string()', 'z.unknown()']);
    case 'binary':
      return expr(ctx.view === 'request' ? 'z.custom<Blob | Uint8Array>' : 'z.custom<Blob>');
    case 'ref':
      return expr('z.lazy', [`() => ${ctx.refName(schema.name)}`]);
  }
}

/** Formats the validators check; any other (`password`, a made-up one) is not checked. */
const STRING_FORMATS = new Set([
  'date-time',
  'date',
  'time',
  'email',
  'uuid',
  'uri',
  'ipv4',
  'ipv6',
  'byte',
  'hostname',
  'decimal',
]);
const NUMBER_FORMATS = new Set(['int32', 'int64', 'float']);

function stringSchema(schema: StringSchema, ctx: ZodContext): ZodExpr {
  const checks: Doc[] = [];
  if (schema.minLength !== undefined && schema.minLength > 0)
    checks.push(`c.minLength(${literal(schema.minLength)})`);
  if (schema.maxLength !== undefined) checks.push(`c.maxLength(${literal(schema.maxLength)})`);
  const pattern = ctx.pattern(schema);
  if (pattern !== undefined) {
    const limit = schema.patternLimit === undefined ? [] : [literal(schema.patternLimit)];
    checks.push(call('c.pattern', [pattern, ...limit]));
  }
  if (schema.format !== undefined && STRING_FORMATS.has(schema.format))
    checks.push(`c.format(${stringLiteral(schema.format)})`);
  return expr('z.string', [], checks);
}

function numberSchema(schema: NumberSchema): ZodExpr {
  const checks: Doc[] = schema.integer ? ['c.integer()'] : [];
  const bound = (fn: string, n: number | undefined): void => {
    if (n !== undefined) checks.push(`z.${fn}(${literal(n)})`);
  };
  bound('gte', schema.minimum);
  bound('lte', schema.maximum);
  bound('gt', schema.exclusiveMinimum);
  bound('lt', schema.exclusiveMaximum);
  if (schema.multipleOf !== undefined && schema.multipleOf > 0)
    checks.push(`c.multipleOf(${literal(schema.multipleOf)})`);
  if (schema.format !== undefined && NUMBER_FORMATS.has(schema.format))
    checks.push(`c.numberFormat(${stringLiteral(schema.format)})`);
  return expr('z.number', [], checks);
}

function arraySchema(schema: ArraySchema, ctx: ZodContext): ZodExpr {
  const checks: Doc[] = [];
  if (schema.minItems !== undefined && schema.minItems > 0)
    checks.push(`z.minLength(${literal(schema.minItems)})`);
  if (schema.maxItems !== undefined) checks.push(`z.maxLength(${literal(schema.maxItems)})`);
  const array = expr('z.array', [zodSchema(schema.items, ctx)], checks);
  // Items compare as they came, not as parsed (an object item loses its undeclared keys).
  if (schema.uniqueItems === true) return expr('c.raw', [printExpr(array), 'c.uniqueItems()']);
  return array;
}
