/**
 * oneOf / anyOf. A union of one type and `null` is that type made nullable (the usual
 * 3.1 spelling of a nullable ref); a one-variant union is its variant. Other keywords
 * beside the union (`properties`, `required`, an `anyOf` beside a `oneOf`) still apply:
 * they are intersected with it.
 */
import type { Schema, SchemaMeta } from '../../ir/types.js';
import type { Context } from '../context.js';
import type { Json } from '../json.js';
import { hasAssertions, withoutMetaKeywords } from './keywords.js';
import { child } from '../pointer.js';
import { convertSchema } from './convert.js';
import { readDiscriminator } from './discriminator.js';
import { readMeta, withOuterMeta, withoutMeta } from './meta.js';

export function convertUnion(ctx: Context, node: Json, pointer: string): Schema {
  const meta = readMeta(ctx, node, pointer);
  const union = unionOf(ctx, node, meta);
  const mode = Array.isArray(node.oneOf) ? 'oneOf' : 'anyOf';
  const { [mode]: _variants, ...rest } = node;
  const siblings = withoutMetaKeywords(rest);
  if (!hasAssertions(siblings)) return union;
  const others = convertSchema(ctx, siblings, pointer);
  return {
    kind: 'intersection',
    ...meta,
    members: [withoutMeta(others, pointer), withoutMeta(union, pointer)],
  };
}

function unionOf(ctx: Context, node: Json, meta: SchemaMeta): Schema {
  const mode = Array.isArray(node.oneOf) ? 'oneOf' : 'anyOf';
  const list = node[mode] as unknown[];
  const all = list.map((item, index) => convertSchema(ctx, item, child(meta.pointer, mode, index)));
  // `null` folds into nullability, unless under oneOf another variant also accepts null.
  const nullFolds = mode === 'anyOf' || !all.some(acceptsNull);
  const variants = nullFolds ? all.filter((variant) => variant.kind !== 'null') : all;
  const nullable = meta.nullable || variants.length < all.length;
  if (variants.length === 1) return withOuterMeta(variants[0] as Schema, { ...meta, nullable });
  if (variants.length === 0) return { kind: 'null', ...meta };
  const discriminator = readDiscriminator(ctx, node, meta.pointer, variants);
  const out: Schema = { kind: 'union', ...meta, nullable, mode, variants };
  if (discriminator !== undefined) out.discriminator = discriminator;
  return out;
}

/** Whether a variant other than a plain `null` may accept `null` (nullable, or open to any type). */
function acceptsNull(variant: Schema): boolean {
  if (variant.kind === 'null') return false;
  if (variant.kind === 'unknown') return !variant.objectOnly;
  return variant.nullable || (variant.kind === 'union' && variant.typeless === true);
}
