/**
 * The schema dispatcher: picks the converter for a node's kind. Each kind has its own
 * small module; this file only decides which one applies, in a fixed order:
 * `$ref`, `allOf`, `oneOf`/`anyOf`, `enum`/`const`, then `type` (inferred when absent).
 */
import type { Schema, SchemaMeta } from '../../ir/types.js';
import { report, type Context } from '../context.js';
import { isRecord, refOf, type Json } from '../json.js';
import { convertArray } from './array.js';
import { convertEnum } from './enum.js';
import { declaredTypes, hasTypeKeywords, inferredType, JSON_TYPES } from './keywords.js';
import { convertAllOf } from './intersection.js';
import { readMeta, withoutMeta } from './meta.js';
import { convertObject } from './object.js';
import { convertRef } from './ref.js';
import {
  convertBinary,
  convertBoolean,
  convertNull,
  convertNumber,
  convertString,
  convertUnknown,
} from './scalar.js';
import { convertUnion } from './union.js';

/** Any schema node (object, boolean or missing) at `pointer` → IR schema. */
export function convertSchema(ctx: Context, node: unknown, pointer: string): Schema {
  if (node === undefined || node === true)
    return { kind: 'unknown', pointer, nullable: false, objectOnly: false };
  if (node === false) {
    const nothing: Schema = { kind: 'unknown', pointer, nullable: false, objectOnly: false };
    return { ...nothing, not: nothing };
  }
  if (!isRecord(node)) {
    report(
      ctx,
      'schema-not-object',
      'warning',
      pointer,
      'A schema must be an object; read as unknown.',
    );
    return { kind: 'unknown', pointer, nullable: false, objectOnly: false };
  }
  const ref = refOf(node);
  if (ref !== undefined) return convertRef(ctx, node, ref, pointer);
  if (Array.isArray(node.allOf)) return convertAllOf(ctx, node, pointer);
  if (Array.isArray(node.oneOf) || Array.isArray(node.anyOf))
    return convertUnion(ctx, node, pointer);
  if (Array.isArray(node.enum) || node.const !== undefined) return convertEnum(ctx, node, pointer);
  return convertTyped(ctx, node, pointer);
}

/** The declared types, else the one inferred (several types: an anyOf of one variant per type). */
export function convertTyped(ctx: Context, node: Json, pointer: string): Schema {
  // The usual node declares one type: no list of types made for it (asked of every node).
  const type = node.type;
  if (typeof type === 'string' && type !== 'null')
    return convertOneType(ctx, node, type, readMeta(ctx, node, pointer));
  const declared = declaredTypes(node);
  const inferred = declared.length === 0 ? inferredType(ctx, node, pointer) : undefined;
  const types = inferred === undefined ? declared : [inferred];
  const meta = readMeta(ctx, node, pointer);
  if (types.length === 0 && node.type === undefined && hasTypeKeywords(node))
    return convertTypeless(ctx, node, meta);
  if (types.length <= 1) return convertOneType(ctx, node, types[0], meta);
  const variants = types.map((type) => withoutMeta(convertOneType(ctx, node, type, meta), pointer));
  return { kind: 'union', ...meta, mode: 'anyOf', variants };
}

/** No `type`, but keywords of some types: one variant per JSON type, each with its keywords. */
function convertTypeless(ctx: Context, node: Json, meta: SchemaMeta): Schema {
  const variants = JSON_TYPES.map((type) =>
    withoutMeta(convertOneType(ctx, node, type, meta), meta.pointer),
  );
  return { kind: 'union', ...meta, nullable: false, mode: 'anyOf', variants, typeless: true };
}

function convertOneType(
  ctx: Context,
  node: Json,
  type: string | undefined,
  meta: SchemaMeta,
): Schema {
  switch (type) {
    case 'string':
      return convertString(ctx, node, meta);
    case 'integer':
    case 'number':
      return convertNumber(node, meta, type === 'integer');
    case 'boolean':
      return convertBoolean(meta);
    case 'null':
      return convertNull(meta);
    case 'array':
      return convertArray(ctx, node, meta);
    case 'object':
      return convertObject(ctx, node, meta);
    case 'file':
      return convertBinary(meta);
    case undefined:
      return node.type === 'null' || Array.isArray(node.type)
        ? convertNull(meta)
        : convertUnknown(meta);
    default:
      report(
        ctx,
        'unknown-type',
        'warning',
        meta.pointer,
        `Unknown schema type ${JSON.stringify(type)}; read as unknown.`,
      );
      return convertUnknown(meta);
  }
}
