/**
 * oneOf / anyOf. A union of one type and `null` is that type made nullable (the usual
 * 3.1 spelling of a nullable ref); a one-variant union is its variant. Keywords beside
 * the union that describe an object (`properties`) are intersected with it.
 */
import type { Schema, SchemaMeta } from '../../ir/types.js';
import { report, type Context } from '../context.js';
import { isObject, type Json } from '../json.js';
import { child } from '../pointer.js';
import { convertSchema } from './convert.js';
import { readDiscriminator } from './discriminator.js';
import { readMeta, withOuterMeta, withoutMeta } from './meta.js';

export function convertUnion(ctx: Context, node: Json, pointer: string): Schema {
  const meta = readMeta(ctx, node, pointer);
  const union = unionOf(ctx, node, meta);
  if (!isObject(node.properties)) return union;
  const { oneOf: _o, anyOf: _a, ...rest } = node;
  const siblings = convertSchema(ctx, { type: 'object', ...rest }, pointer);
  return {
    kind: 'intersection',
    ...meta,
    members: [withoutMeta(siblings, pointer), withoutMeta(union, pointer)],
  };
}

function unionOf(ctx: Context, node: Json, meta: SchemaMeta): Schema {
  const mode = Array.isArray(node.oneOf) ? 'oneOf' : 'anyOf';
  if (mode === 'oneOf' && Array.isArray(node.anyOf)) {
    report(
      ctx,
      'oneof-and-anyof',
      'warning',
      meta.pointer,
      'Both oneOf and anyOf: only oneOf is kept.',
    );
  }
  const list = node[mode] as unknown[];
  const all = list.map((item, index) => convertSchema(ctx, item, child(meta.pointer, mode, index)));
  const variants = all.filter((variant) => variant.kind !== 'null');
  const nullable = meta.nullable || variants.length < all.length;
  if (variants.length === 1) return withOuterMeta(variants[0] as Schema, { ...meta, nullable });
  if (variants.length === 0) return { kind: 'null', ...meta };
  const discriminator = readDiscriminator(ctx, node, meta.pointer, variants);
  const out: Schema = { kind: 'union', ...meta, nullable, mode, variants };
  if (discriminator !== undefined) out.discriminator = discriminator;
  return out;
}
