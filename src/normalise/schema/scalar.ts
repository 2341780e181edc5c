/** Scalars: string (and `format: binary` → binary), number/integer, boolean, null, file, unknown. */
import type {
  NumberSchema,
  Schema,
  SchemaMeta,
  StringSchema,
  UnknownSchema,
} from '../../ir/types.js';
import type { Context } from '../context.js';
import { numberAt, stringAt, type Json } from '../json.js';
import { child } from '../../json/pointer.js';
import { readPattern } from './pattern.js';

/**
 * OAS 3.1 spells file content as `contentMediaType` (not text, not JSON) without
 * `contentEncoding`; base64 content (`contentEncoding: base64`) is the 3.0 `format: byte`.
 */
function formatOf(node: Json): string | undefined {
  const format = stringAt(node, 'format');
  const mediaType = stringAt(node, 'contentMediaType');
  const encoding = stringAt(node, 'contentEncoding');
  if (encoding === 'base64' && format === undefined) return 'byte';
  if (mediaType !== undefined && encoding === undefined && !/^text\/|json/.test(mediaType))
    return 'binary';
  return format;
}

export function convertString(ctx: Context, node: Json, meta: SchemaMeta): Schema {
  const format = formatOf(node);
  if (format === 'binary') return { kind: 'binary', ...meta };
  const out: StringSchema = { kind: 'string', ...meta };
  if (format !== undefined) out.format = format;
  const minLength = numberAt(node, 'minLength');
  const maxLength = numberAt(node, 'maxLength');
  const pattern = stringAt(node, 'pattern');
  if (minLength !== undefined) out.minLength = minLength;
  if (maxLength !== undefined) out.maxLength = maxLength;
  // An empty pattern matches every string: no constraint (so adding one later is a pattern added).
  if (pattern !== undefined && pattern !== '') {
    out.pattern = pattern;
    const { limit } = readPattern(ctx, pattern, child(meta.pointer, 'pattern'));
    if (limit !== undefined) out.patternLimit = limit;
  }
  return out;
}

export function convertNumber(node: Json, meta: SchemaMeta, integer: boolean): NumberSchema {
  // Fields after the spread are assigned, not written on in the literal: a literal that
  // goes on after a spread cost 2-3x as much with V8's optimising compiler off
  // (cli/v8-tuning.ts), and every schema node is built so. Same keys, same order.
  const out = { kind: 'number', ...meta } as NumberSchema;
  out.integer = integer;
  const format = stringAt(node, 'format');
  if (format !== undefined) out.format = format;
  setBounds(out, node, 'minimum', 'exclusiveMinimum');
  setBounds(out, node, 'maximum', 'exclusiveMaximum');
  const multipleOf = numberAt(node, 'multipleOf');
  if (multipleOf !== undefined) out.multipleOf = multipleOf;
  return out;
}

/** Draft-04 `exclusiveMinimum: true` + `minimum: m` becomes the 3.1 form `exclusiveMinimum: m`. */
function setBounds(
  out: NumberSchema,
  node: Json,
  inclusive: 'minimum' | 'maximum',
  exclusive: 'exclusiveMinimum' | 'exclusiveMaximum',
): void {
  const bound = numberAt(node, inclusive);
  const flag = node[exclusive];
  if (typeof flag === 'number' && Number.isFinite(flag)) out[exclusive] = flag;
  if (bound === undefined) return;
  if (flag === true) out[exclusive] = bound;
  else out[inclusive] = bound;
}

export function convertBoolean(meta: SchemaMeta): Schema {
  return { kind: 'boolean', ...meta };
}

export function convertNull(meta: SchemaMeta): Schema {
  return { kind: 'null', ...meta };
}

/** Swagger 2.0 `type: file` and binary media. */
export function convertBinary(meta: SchemaMeta): Schema {
  return { kind: 'binary', ...meta };
}

export function convertUnknown(meta: SchemaMeta, objectOnly = false): Schema {
  const out = { kind: 'unknown', ...meta } as UnknownSchema; // fields after a spread: see convertNumber
  out.objectOnly = objectOnly;
  return out;
}
