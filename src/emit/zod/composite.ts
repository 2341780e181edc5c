/**
 * oneOf (`z.xor`: exactly one variant), anyOf (`z.union`) and allOf that could not be
 * merged (`z.intersection`, nested). A discriminated union's mapped variants carry their
 * tag as a literal, as types.ts types them.
 */
import type { Discriminator, IntersectionSchema, Schema, UnionSchema } from '../../ir/types.js';
import type { Doc } from '../shared/doc.js';
import { literal, propertyKey } from '../shared/escape.js';
import { arrayLiteral, objectLiteral } from '../shared/literal.js';
import { call, expr, zodSchema, type ZodExpr } from './schema.js';
import type { ZodContext } from './context.js';

export function compositeSchema(
  schema: UnionSchema | IntersectionSchema,
  ctx: ZodContext,
): ZodExpr {
  if (schema.kind === 'intersection') {
    const members = schema.members.map((member) => zodSchema(member, ctx));
    const last = members.pop();
    if (last === undefined) return expr('z.unknown');
    if (members.length === 0) return expr('z.intersection', [last, 'z.unknown()']);
    const rest = members.reduce((all, member) => call('z.intersection', [all, member]));
    return expr('z.intersection', [rest, last]);
  }
  const variants = schema.variants.map((variant) =>
    variantSchema(variant, schema.discriminator, ctx),
  );
  return expr(schema.mode === 'oneOf' ? 'z.xor' : 'z.union', [arrayLiteral(variants)]);
}

function variantSchema(
  variant: Schema,
  discriminator: Discriminator | undefined,
  ctx: ZodContext,
): Doc {
  const doc = zodSchema(variant, ctx);
  if (discriminator === undefined || variant.kind !== 'ref') return doc;
  const tags = discriminator.mapping.filter((entry) => entry.schema === variant.name);
  if (tags.length === 0) return doc;
  const values = tags.map((entry) => literal(entry.value));
  const tag =
    values.length === 1 ? call('z.literal', values) : call('z.literal', [arrayLiteral(values)]);
  const shape = objectLiteral([{ key: propertyKey(discriminator.propertyName), value: tag }], true);
  return call('z.intersection', [doc, call('z.object', [shape])]);
}
