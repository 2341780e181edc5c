/**
 * `$ref` in a schema position. A ref to a named schema stays a `ref` node (named types
 * stay named, cycles stay harmless); any other local ref is inlined, with a guard
 * against refs that lead back to themselves. Facts written beside the ref (a
 * description, `nullable`, `x-nullable`) are kept on the node.
 */
import type { RefSchema, Schema, SchemaMeta } from '../../ir/types.js';
import { report, resolveRef, type Context } from '../context.js';
import type { Json } from '../json.js';
import { canonicalRef } from '../../json/pointer.js';
import { convertSchema } from './convert.js';
import { hasAssertions, withoutMetaKeywords } from './keywords.js';
import { readMeta, withOuterMeta, withoutMeta } from './meta.js';

/** The IR name of the named schema a ref points at, if it points at one. */
export function lookupNamed(ctx: Context, ref: string): string | undefined {
  return ctx.schemaNames.get(ref) ?? ctx.schemaNames.get(canonicalRef(ref));
}

export function convertRef(ctx: Context, node: Json, ref: string, pointer: string): Schema {
  const siblings = assertingSiblings(ctx, node);
  const meta = readMeta(ctx, node, pointer, siblings === undefined);
  const name = lookupNamed(ctx, ref);
  const target: Schema =
    name !== undefined ? refNode(meta, name) : withOuterMeta(inline(ctx, ref, pointer), meta);
  if (siblings === undefined) return target;
  const others = convertSchema(ctx, siblings, pointer);
  return { kind: 'intersection', ...meta, members: [withoutMeta(target, pointer), others] };
}

/** The `name` field assigned after the spread, not in the literal (see scalar.ts convertNumber). */
function refNode(meta: SchemaMeta, name: string): RefSchema {
  const out = { kind: 'ref', ...meta } as RefSchema;
  out.name = name;
  return out;
}

/**
 * OAS 3.1 (JSON Schema 2020-12) applies keywords beside a `$ref` too; Swagger 2.0 and
 * OAS 3.0 ignore them (only the meta that `readMeta` reads is kept there).
 */
function assertingSiblings(ctx: Context, node: Json): Json | undefined {
  if (ctx.format !== 'openapi 3.1') return undefined;
  const { $ref: _ref, ...rest } = node;
  const siblings = withoutMetaKeywords(rest);
  return hasAssertions(siblings) ? siblings : undefined;
}

function inline(ctx: Context, ref: string, pointer: string): Schema {
  const unknown: Schema = { kind: 'unknown', pointer, nullable: false, objectOnly: false };
  if (!ref.startsWith('#')) {
    report(
      ctx,
      'external-ref',
      'warning',
      pointer,
      `External reference ${JSON.stringify(ref)} is not followed; read as unknown.`,
      'Bundle the document first.',
    );
    return unknown;
  }
  const target = canonicalRef(ref);
  const node = resolveRef(ctx, target);
  if (node === undefined) {
    report(
      ctx,
      'ref-not-found',
      'warning',
      pointer,
      `Reference ${JSON.stringify(ref)} points at nothing; read as unknown.`,
    );
    return unknown;
  }
  if (ctx.inlining.has(target)) {
    report(
      ctx,
      'ref-cycle',
      'warning',
      pointer,
      `Reference ${JSON.stringify(ref)} leads back to itself through unnamed schemas; the inner use is unknown.`,
    );
    return unknown;
  }
  ctx.inlining.add(target);
  try {
    return convertSchema(ctx, node, target);
  } finally {
    ctx.inlining.delete(target);
  }
}
