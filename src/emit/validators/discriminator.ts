/**
 * Discriminated bases (an object whose `discriminator` maps values to its allOf
 * children): the dispatch to the named child, and the plain base check the children
 * call so that checking a child never dispatches back to itself.
 */
import type { ObjectSchema } from '../../ir/types.js';
import { stringLiteral, type Code } from '../shared/escape.js';
import { at } from './layout.js';
import type { BodyContext } from './functions.js';
import { emitFunction } from './placement.js';
import { member, objectGuard } from './object.js';
import { freshName, namedCheck } from './state.js';

/**
 * A discriminated base: a value naming another schema is checked against that schema
 * (which includes the base through its allOf); anything else against the base alone.
 */
export function dispatchBody(ctx: BodyContext, schema: ObjectSchema): string[] {
  const discriminator = schema.discriminator;
  const plain = plainCheck(ctx, schema);
  const seen = new Set<string>();
  const cases = (discriminator?.mapping ?? []).flatMap(({ value, schema: target }) => {
    if (target === ctx.self || seen.has(value)) return [];
    seen.add(value);
    const check = namedCheck(ctx.state, target, ctx.direction);
    return [at(2, `case ${stringLiteral(value)}:`), at(3, `return ${check}(v, p, c);`)];
  });
  if (discriminator === undefined || cases.length === 0) return [`  return ${plain}(v, p, c);`];
  return [
    ...objectGuard,
    `  switch (${member('v', discriminator.propertyName)}) {`,
    ...cases,
    '    default:',
    `      return ${plain}(v, p, c);`,
    '  }',
  ];
}

/** The check of a discriminated base without its dispatch (also used by its children's allOf). */
export function plainCheck(ctx: BodyContext, schema: ObjectSchema): Code {
  const key = `${ctx.self ?? schema.pointer}/${ctx.direction}`;
  const known = ctx.state.plainChecks.get(key);
  if (known !== undefined) return known;
  const name = freshName(ctx.state, 'part');
  ctx.state.plainChecks.set(key, name);
  const { discriminator: _ignored, ...plain } = schema;
  emitFunction(ctx.state, name, plain, ctx.direction, ctx.self);
  return name;
}
