/**
 * Check functions: one per named schema (and direction), one per inline schema that
 * needs its own function (objects, arrays, unions … under a property or item).
 * Every check is `(v: unknown, p: string, c: h.Context) => boolean`; its body is
 * assembled here from the kind-specific parts in object.ts, array.ts and composite.ts.
 */
import type { Schema } from '../../ir/types.js';
import type { Code } from '../shared/escape.js';
import { arrayBody } from './array.js';
import { intersectionBody, unionBody } from './composite.js';
import { at, call, code } from './layout.js';
import { isLeaf, leafCheck } from './leaf.js';
import { dispatchBody } from './discriminator.js';
import { objectBody, recordBody, type Marked } from './object.js';
import { sharedFunction } from './placement.js';
import { effectiveDirection, namedCheck, type Direction, type EmitState } from './state.js';
import { guard, nested, type Scope, type Target } from './target.js';

/** What a body needs to know besides the schema. */
export interface BodyContext {
  state: EmitState;
  direction: Direction;
  scope: Scope;
  /** The named schema this function checks (for discriminator mappings that name it). */
  self: string | null;
}

/** The check of a schema used inside another: a named check, or a (shared) function. */
export function checkOf(state: EmitState, schema: Schema, direction: Direction): Code {
  if (schema.kind === 'ref' && !schema.nullable && schema.not === undefined) {
    return namedCheck(state, schema.name, direction);
  }
  const effective = effectiveDirection(state, schema, direction);
  const known = state.parts.get(schema) ?? {};
  const existing = known[effective];
  if (existing !== undefined) return existing;
  const name = sharedFunction(state, schema, effective);
  state.parts.set(schema, { ...known, [effective]: name });
  return name;
}

/** Statements checking the value at `t` against `schema`: inline for scalars, else a call. */
export function valueCheck(ctx: BodyContext, schema: Schema, t: Target): string[] {
  const inner = schema.nullable ? { ...t, depth: t.depth + 1 } : t;
  let lines: string[];
  if (!isLeaf(schema) && schema.kind !== 'ref') {
    return nested(t, checkOf(ctx.state, schema, ctx.direction));
  }
  if (schema.kind === 'ref')
    lines = nested(inner, namedCheck(ctx.state, schema.name, ctx.direction));
  else lines = leafCheck(ctx.state, schema, inner);
  if (schema.nullable && lines.length > 0)
    lines = [at(t.depth, `if (${t.value} !== null) {`), ...lines, at(t.depth, '}')];
  // `nullable` lets null past the schema's own checks, not past `not`.
  return schema.not === undefined ? lines : [...lines, ...notCheck(ctx, schema.not, t)];
}

/** `not`: the value must fail the inner check (run quietly). */
export function notCheck(ctx: BodyContext, not: Schema, t: Target): string[] {
  const check = checkOf(ctx.state, not, ctx.direction);
  return guard(t, call(check, t.value, code('p'), code('h.quiet(c)')), 'not', code('undefined'));
}

/** The statements of the check function of `schema` (after its signature). */
export function functionBody(schema: Schema, ctx: BodyContext): string[] {
  const lines = schema.nullable ? [nullPasses(ctx, schema)] : [];
  const t: Target = { value: code('v'), key: null, depth: 1, scope: ctx.scope };
  const direct = directBody(schema, ctx, t);
  if (direct !== undefined) return [...lines, ...direct];
  const { guard: typeGuard, checks } = markedBody(schema, ctx, t);
  const not = schema.not === undefined ? [] : notCheck(ctx, schema.not, t);
  return [
    ...lines,
    ...typeGuard,
    '  const start = h.mark(c);',
    ...not,
    ...checks,
    '  return h.passed(c, start);',
  ];
}

/** A nullable schema's `null`: it passes, unless the schema has a `not` that `null` matches. */
function nullPasses(ctx: BodyContext, schema: Schema): string {
  if (schema.not === undefined) return '  if (v === null) return true;';
  const check = checkOf(ctx.state, schema.not, ctx.direction);
  return `  if (v === null) return !${check}(v, p, h.quiet(c)) || h.reject(c, p, 'not', undefined, v);`;
}

/** Bodies that return their verdict directly (refs, unions, dispatch) when there is no `not`. */
function directBody(schema: Schema, ctx: BodyContext, t: Target): string[] | undefined {
  if (schema.not !== undefined) return undefined;
  if (schema.kind === 'ref')
    return [`  return ${namedCheck(ctx.state, schema.name, ctx.direction)}(v, p, c);`];
  if (schema.kind === 'union') return unionBody(ctx, schema, t);
  if (schema.kind === 'object' && schema.discriminator !== undefined) {
    return dispatchBody(ctx, schema);
  }
  return undefined;
}

function markedBody(schema: Schema, ctx: BodyContext, t: Target): Marked {
  if (isLeaf(schema)) return { guard: [], checks: leafCheck(ctx.state, schema, t) };
  switch (schema.kind) {
    case 'object':
      return objectBody(ctx, { ...schema, discriminator: undefined }, t);
    case 'record':
      return recordBody(ctx, schema, t);
    case 'array':
      return arrayBody(ctx, schema, t);
    case 'intersection':
      return { guard: [], checks: intersectionBody(ctx, schema, t) };
    case 'ref':
    case 'union': {
      const check = checkOf(ctx.state, { ...schema, not: undefined }, ctx.direction);
      return { guard: [], checks: nested(t, check) };
    }
  }
}
