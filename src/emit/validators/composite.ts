/**
 * Unions (oneOf / anyOf, dispatched by discriminator when the document gives one) and
 * intersections (allOf members checked one after the other).
 */
import type { IntersectionSchema, Schema, UnionSchema } from '../../ir/types.js';
import { literal, stringLiteral, trusted, type Code } from '../shared/escape.js';
import { arrayLines, at, call, code, ifThen, printLine, type Expr } from './layout.js';
import { checkOf, type BodyContext } from './functions.js';
import { plainCheck } from './discriminator.js';
import { member, objectGuard } from './object.js';
import { constant, namedCheck } from './state.js';
import { nested, segmentLiteral, type Target } from './target.js';

function tryCall(check: Code): Expr {
  return call(check, code('v'), code('p'), code('q'));
}

export function unionBody(ctx: BodyContext, schema: UnionSchema, t: Target): string[] {
  const discriminated = discriminatedBody(ctx, schema);
  if (discriminated !== undefined) return discriminated;
  const checks = schema.variants.map((variant) => checkOf(ctx.state, variant, ctx.direction));
  // No variants (`items: []`, served though invalid): an inline `[]` takes its type from
  // failUnion's parameter, where `const variants1 = [];` fails `tsc --strict` (audit item 17).
  const variants =
    checks.length === 0
      ? trusted('[]')
      : constant(ctx.state, 'variants', checks.join(','), (name) =>
          arrayLines(`const ${name} = `, checks, ';'),
        );
  const rule = schema.mode;
  const failure = [
    ...printLine(
      '',
      call('h.failUnion', code('c'), code('p'), code(`'${rule}'`), variants, code('v')),
      ';',
      t.depth,
    ),
    at(t.depth, 'return false;'),
  ];
  const quiet = at(t.depth, 'const q = h.quiet(c);');
  if (rule === 'anyOf') {
    return [
      quiet,
      ...checks.flatMap((check) => ifThen(tryCall(check), 'return true;', t.depth)),
      ...failure,
    ];
  }
  return [
    quiet,
    at(t.depth, 'let matches = 0;'),
    ...checks.flatMap((check) => ifThen(tryCall(check), 'matches++;', t.depth)),
    at(t.depth, 'if (matches === 1) return true;'),
    ...failure,
  ];
}

/** `switch` on the discriminator property: only the named variant is checked. */
function discriminatedBody(ctx: BodyContext, schema: UnionSchema): string[] | undefined {
  const discriminator = schema.discriminator;
  if (discriminator === undefined || discriminator.mapping.length === 0) return undefined;
  const values: string[] = [];
  const cases = discriminator.mapping.flatMap(({ value, schema: target }) => {
    if (values.includes(value)) return [];
    values.push(value);
    const check = namedCheck(ctx.state, target, ctx.direction);
    return [at(2, `case ${stringLiteral(value)}:`), at(3, `return ${check}(v, p, c);`)];
  });
  const names = values.map((value) => literal(value));
  const expected = constant(ctx.state, 'enum', JSON.stringify(values), (name) =>
    arrayLines(`const ${name}: readonly unknown[] = `, names, ';'),
  );
  const tag = member('v', discriminator.propertyName);
  const key = segmentLiteral(discriminator.propertyName);
  return [
    ...objectGuard,
    `  switch (${tag}) {`,
    ...cases,
    '    default:',
    ...printLine(
      '',
      call('h.failAt', code('c'), code('p'), key, code("'discriminator'"), expected, code(tag)),
      ';',
      3,
    ),
    '      return false;',
    '  }',
  ];
}

export function intersectionBody(
  ctx: BodyContext,
  schema: IntersectionSchema,
  t: Target,
): string[] {
  return schema.members.flatMap((memberSchema) => nested(t, memberCheck(ctx, memberSchema)));
}

/** A member naming a discriminated base is checked without the base's dispatch (no loop). */
function memberCheck(ctx: BodyContext, schema: Schema): Code {
  if (schema.kind === 'ref' && !schema.nullable && schema.not === undefined) {
    const named = ctx.state.schemas.get(schema.name);
    if (
      named !== undefined &&
      named.schema.kind === 'object' &&
      named.schema.discriminator !== undefined
    ) {
      return plainCheck({ ...ctx, self: named.name }, named.schema);
    }
  }
  return checkOf(ctx.state, schema, ctx.direction);
}
