/**
 * Objects and records: the type guard, each property (required by direction, lenient
 * null for optional ones), additional properties, property counts, and the dispatch of
 * a discriminated base to the schema its discriminator value names.
 */
import type { ObjectSchema, Property, RecordSchema } from '../../ir/types.js';
import { literal, stringLiteral, type Code } from '../shared/escape.js';
import { arrayLines, at, code, ifReturnFalse, linesOf } from './layout.js';
import { type BodyContext, valueCheck } from './functions.js';
import { checkOrder } from './check-order.js';
import { decidesPresence } from './leaf.js';
import { constant, requiredIn } from './state.js';
import { dynamicSegment, failCall, guard, local, segmentLiteral, type Target } from './target.js';
import { fitsWidth, group, indent, line, softline } from '../shared/doc.js';

/** Type checks that return early (before the issue count is taken), then the other checks. */
export interface Marked {
  guard: string[];
  checks: string[];
}

export const objectGuard = ["  if (!h.isObject(v)) return h.reject(c, p, 'type', 'object', v);"];

/** Reading a member: `h.own` for keys `Object.prototype` also has (`constructor` …). */
export function member(object: string, name: string): string {
  return name in Object.prototype
    ? `h.own(${object}, ${stringLiteral(name)})`
    : `${object}[${stringLiteral(name)}]`;
}

export function objectBody(ctx: BodyContext, schema: ObjectSchema, t: Target): Marked {
  const ordered = checkOrder(schema.properties, ctx.direction);
  const checks = ordered.flatMap((property) => propertyCheck(ctx, property, t));
  checks.push(...additionalCheck(ctx, schema, t));
  checks.push(...countChecks(schema, t));
  return { guard: objectGuard, checks };
}

/**
 * `const vN = v['key'];`, broken as prettier breaks a member access that does not fit:
 * after `=` first, then (when `v['key'];` does not fit below it either) inside the brackets.
 */
function readMember(value: Code, name: string, depth: number): string[] {
  const oneLine = at(depth, `const ${value} = ${member('v', name)};`);
  if (fitsWidth(oneLine) || name in Object.prototype) return [oneLine];
  const access = group(['v[', indent([softline, stringLiteral(name)]), softline, ']']);
  return linesOf(depth, group([`const ${value} =`, indent([line, access, ';'])]));
}

function propertyCheck(ctx: BodyContext, property: Property, t: Target): string[] {
  const value = local(t.scope, 'v');
  const key = stringLiteral(property.name);
  const segment = segmentLiteral(property.name);
  const required = requiredIn(property.required, property.schema, ctx.direction);
  if (decidesPresence(property.schema)) {
    const presence = required ? 'required' : 'optional';
    const folded: Target = { value, key: segment, depth: t.depth, scope: t.scope, presence };
    const checks = valueCheck(ctx, property.schema, folded);
    return [...readMember(value, property.name, t.depth), ...checks];
  }
  const inner: Target = { value, key: segment, depth: t.depth + 1, scope: t.scope };
  const checks = valueCheck(ctx, property.schema, inner);
  const read = readMember(value, property.name, t.depth);
  if (required) {
    const missing = ifReturnFalse(
      failCall({ ...inner, value: code('undefined') }, 'required', key),
      t.depth + 1,
    );
    const head = [...read, at(t.depth, `if (${value} === undefined) {`), ...missing];
    return checks.length === 0
      ? [...head, at(t.depth, '}')]
      : [...head, at(t.depth, '} else {'), ...checks, at(t.depth, '}')];
  }
  if (checks.length === 0) return [];
  const test = property.schema.nullable
    ? `${value} !== undefined`
    : `h.present(${value}, c, p, ${segment})`;
  return [...read, at(t.depth, `if (${test}) {`), ...checks, at(t.depth, '}')];
}

function additionalCheck(ctx: BodyContext, schema: ObjectSchema, t: Target): string[] {
  const extra = schema.additionalProperties;
  if (extra === true) return [];
  const k = local(t.scope, 'k');
  const x = local(t.scope, 'x');
  const loopDepth = schema.properties.length === 0 ? t.depth + 1 : t.depth + 2;
  const inner: Target = {
    value: x,
    key: dynamicSegment(k),
    depth: loopDepth,
    scope: t.scope,
    name: k,
  };
  const checks =
    extra === false
      ? ifReturnFalse(failCall(inner, 'additionalProperties', code('undefined')), loopDepth)
      : valueCheck(ctx, extra, inner);
  if (checks.length === 0) return [];
  const body = [at(loopDepth, `const ${x} = v[${k}];`), ...checks];
  if (schema.properties.length === 0)
    return [at(t.depth, `for (const ${k} in v) {`), ...body, at(t.depth, '}')];
  const names = schema.properties.map((property) => stringLiteral(property.name));
  const known = constant(ctx.state, 'keys', JSON.stringify(names), (name) =>
    arrayLines(`const ${name} = new Set<string>(`, names, ');'),
  );
  return [
    at(t.depth, `for (const ${k} in v) {`),
    at(t.depth + 1, `if (!${known}.has(${k})) {`),
    ...body,
    at(t.depth + 1, '}'),
    at(t.depth, '}'),
  ];
}

function countChecks(
  schema: { minProperties?: number; maxProperties?: number },
  t: Target,
): string[] {
  if (schema.minProperties === undefined && schema.maxProperties === undefined) return [];
  const count = local(t.scope, 'count');
  const lines = [at(t.depth, `const ${count} = h.countKeys(v);`)];
  if (schema.minProperties !== undefined) {
    const n = literal(schema.minProperties);
    lines.push(...guard(t, code(`${count} < ${n}`), 'minProperties', n));
  }
  if (schema.maxProperties !== undefined) {
    const n = literal(schema.maxProperties);
    lines.push(...guard(t, code(`${count} > ${n}`), 'maxProperties', n));
  }
  return lines;
}

export function recordBody(ctx: BodyContext, schema: RecordSchema, t: Target): Marked {
  const k = local(t.scope, 'k');
  const x = local(t.scope, 'x');
  const inner: Target = {
    value: x,
    key: dynamicSegment(k),
    depth: t.depth + 1,
    scope: t.scope,
    name: k,
  };
  const checks = valueCheck(ctx, schema.values, inner);
  const loop =
    checks.length === 0
      ? []
      : [
          at(t.depth, `for (const ${k} in v) {`),
          at(t.depth + 1, `const ${x} = v[${k}];`),
          ...checks,
          at(t.depth, '}'),
        ];
  return { guard: objectGuard, checks: [...loop, ...countChecks(schema, t)] };
}
