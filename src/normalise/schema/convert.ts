/**
 * The schema dispatcher: picks the converter for a node's kind. Each kind has its own
 * small module; this file only decides which one applies, in a fixed order:
 * `$ref`, `allOf`, `oneOf`/`anyOf`, `enum`/`const`, then `type` (inferred when absent).
 */
import type { Schema, SchemaMeta } from '../../ir/types.js';
import { report, type Context } from '../context.js';
import { isObject, refOf, type Json } from '../json.js';
import { convertArray } from './array.js';
import { convertEnum } from './enum.js';
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
  if (!isObject(node)) {
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

/** The declared types without `null` (3.1 type arrays), or the one inferred from the keywords. */
export function typesOf(node: Json): string[] {
  const declared = Array.isArray(node.type)
    ? node.type
    : node.type === undefined
      ? []
      : [node.type];
  const types = declared.filter((t): t is string => typeof t === 'string' && t !== 'null');
  if (types.length > 0 || declared.includes('null')) return types;
  if (isObject(node.properties) || node.additionalProperties !== undefined) return ['object'];
  if (node.items !== undefined) return ['array'];
  return [];
}

/** A node by its `type` alone; several types become an anyOf union of one variant per type. */
export function convertTyped(ctx: Context, node: Json, pointer: string): Schema {
  const types = typesOf(node);
  const meta = readMeta(ctx, node, pointer);
  if (types.length <= 1) return convertOneType(ctx, node, types[0], meta);
  const variants = types.map((type) => withoutMeta(convertOneType(ctx, node, type, meta), pointer));
  return { kind: 'union', ...meta, mode: 'anyOf', variants };
}

function convertOneType(
  ctx: Context,
  node: Json,
  type: string | undefined,
  meta: SchemaMeta,
): Schema {
  switch (type) {
    case 'string':
      return convertString(node, meta);
    case 'integer':
    case 'number':
      return convertNumber(node, meta, type === 'integer');
    case 'boolean':
      return convertBoolean(meta);
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
