/**
 * oneOf / anyOf. A union of one type and `null` is that type made nullable (the usual
 * 3.1 spelling of a nullable ref); a one-variant union is its variant. Other keywords
 * beside the union (`properties`, `required`, an `anyOf` beside a `oneOf`) still apply:
 * they are intersected with it.
 */
import type { Schema, SchemaMeta } from '../../ir/types.js';
import { resolveRef, type Context } from '../context.js';
import { isRecord, refOf, type Json } from '../json.js';
import { hasAssertions, withoutMetaKeywords } from './keywords.js';
import { child } from '../../json/pointer.js';
import { convertSchema } from './convert.js';
import { readDiscriminator } from './discriminator.js';
import { isNullable, readMeta, withOuterMeta } from './meta.js';

export function convertUnion(ctx: Context, node: Json, pointer: string): Schema {
  const meta = readMeta(ctx, node, pointer, false);
  const mode = Array.isArray(node.oneOf) ? 'oneOf' : 'anyOf';
  const { [mode]: _variants, ...rest } = node;
  const siblings = withoutMetaKeywords(rest);
  if (!hasAssertions(siblings)) return unionOf(ctx, node, meta);
  // The node's meta goes on the intersection; the union (maybe a lone variant) keeps its own.
  const union = unionOf(ctx, node, { pointer, nullable: false });
  return { kind: 'intersection', ...meta, members: [convertSchema(ctx, siblings, pointer), union] };
}

function unionOf(ctx: Context, node: Json, meta: SchemaMeta): Schema {
  const mode = Array.isArray(node.oneOf) ? 'oneOf' : 'anyOf';
  const list = node[mode] as unknown[];
  const all = list.map((item, index) => convertSchema(ctx, item, child(meta.pointer, mode, index)));
  // A plain `null` folds into nullability; under oneOf only a lone one, and only when no
  // other variant also accepts null (folding would change how many variants match).
  const nulls = all.filter(isPlainNull).length;
  const nullFolds =
    mode === 'anyOf' || (nulls <= 1 && !all.some((variant) => acceptsNull(ctx, variant)));
  let variants = nullFolds ? all.filter((variant) => !isPlainNull(variant)) : all;
  // A lone variant made nullable keeps its own `not`, which would then judge null too.
  if (variants.length === 1 && variants.length < all.length && variants[0]?.not !== undefined)
    variants = all;
  const nullable = meta.nullable || variants.length < all.length;
  if (variants.length === 1) return withOuterMeta(variants[0] as Schema, { ...meta, nullable });
  if (variants.length === 0) return { kind: 'null', ...meta };
  const discriminator = readDiscriminator(ctx, node, meta.pointer, variants);
  const out: Schema = { kind: 'union', ...meta, nullable, mode, variants };
  if (discriminator !== undefined) out.discriminator = discriminator;
  return out;
}

/**
 * Whether a variant other than a plain `null` may accept `null`: unless it surely refuses
 * it (a non-nullable type other than null, an enum without null, a named schema that
 * declares such a type, a composition whose members settle it), folding would change
 * what `oneOf` accepts, so in doubt it may.
 */
function acceptsNull(ctx: Context, variant: Schema): boolean {
  if (isPlainNull(variant)) return false;
  return !refusesNull(ctx, variant);
}

/** `null` and nothing else (a `not` beside `type: null` may refuse it: not plain). */
function isPlainNull(schema: Schema): boolean {
  return schema.kind === 'null' && schema.not === undefined;
}

function refusesNull(ctx: Context, schema: Schema): boolean {
  if (schema.nullable) return false;
  switch (schema.kind) {
    case 'null':
      return false;
    case 'unknown':
      return schema.objectOnly;
    case 'enum':
      return !schema.values.includes(null);
    case 'ref':
      return declaresNonNullType(ctx, schema.name);
    case 'union':
      return schema.typeless !== true && schema.variants.every((v) => refusesNull(ctx, v));
    case 'intersection':
      return schema.members.some((member) => refusesNull(ctx, member));
    default:
      return true;
  }
}

function declaresNonNullType(ctx: Context, name: string): boolean {
  const pointer = ctx.schemaPointers.get(name);
  const node = pointer === undefined ? undefined : resolveRef(ctx, pointer);
  if (!isRecord(node) || isNullable(node) || refOf(node) !== undefined) return false;
  return typeof node.type === 'string' && node.type !== 'null';
}
