/**
 * Arrays: the type guard, item counts, every item, and uniqueness by deep equality.
 */
import type { ArraySchema } from '../../ir/types.js';
import { literal } from '../shared/escape.js';
import { at, code } from './layout.js';
import { type BodyContext, valueCheck } from './functions.js';
import type { Marked } from './object.js';
import { guard, local, type Target } from './target.js';

const arrayGuard = ["  if (!Array.isArray(v)) return h.reject(c, p, 'type', 'array', v);"];

export function arrayBody(ctx: BodyContext, schema: ArraySchema, t: Target): Marked {
  const checks: string[] = [];
  if (schema.minItems !== undefined && schema.minItems > 0) {
    const n = literal(schema.minItems);
    checks.push(...guard(t, code(`v.length < ${n}`), 'minItems', n));
  }
  if (schema.maxItems !== undefined) {
    const n = literal(schema.maxItems);
    checks.push(...guard(t, code(`v.length > ${n}`), 'maxItems', n));
  }
  checks.push(...itemsLoop(ctx, schema, t));
  if (schema.uniqueItems === true) checks.push(...uniqueCheck(t));
  return { guard: arrayGuard, checks };
}

function itemsLoop(ctx: BodyContext, schema: ArraySchema, t: Target): string[] {
  const i = local(t.scope, 'i');
  const x = local(t.scope, 'x');
  const inner: Target = { value: x, key: i, depth: t.depth + 1, scope: t.scope };
  const checks = valueCheck(ctx, schema.items, inner);
  if (checks.length === 0) return [];
  return [
    at(t.depth, `for (let ${i} = 0; ${i} < v.length; ${i}++) {`),
    at(t.depth + 1, `const ${x}: unknown = v[${i}];`),
    ...checks,
    at(t.depth, '}'),
  ];
}

function uniqueCheck(t: Target): string[] {
  const d = local(t.scope, 'd');
  const repeated: Target = { value: code(`v[${d}]`), key: d, depth: t.depth, scope: t.scope };
  return [
    at(t.depth, `const ${d} = h.duplicateIndex(v);`),
    ...guard(repeated, code(`${d} !== -1`), 'uniqueItems', d),
  ];
}
