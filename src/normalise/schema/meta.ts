/**
 * The facts kept on every schema node whatever its kind (SchemaMeta). Version
 * spellings of one meaning are read here, once: OAS 3.0 `nullable`, Swagger 2.0
 * `x-nullable`, OAS 3.1 `type: [.., "null"]`; recorded examples (`example`, `x-example`,
 * 3.1 `examples`).
 */
import type { SchemaMeta } from '../../ir/types.js';
import type { Context } from '../context.js';
import type { Json } from '../json.js';
import { child } from '../../json/pointer.js';
import { convertSchema } from './convert.js';

export function isNullable(node: Json): boolean {
  if (node.nullable === true || node['x-nullable'] === true) return true;
  return Array.isArray(node.type) && node.type.includes('null');
}

/**
 * The node's meta. `byType: false` for a composition (`allOf`, `oneOf`, `enum`, 3.1 `$ref`
 * with siblings): there a 3.1 `type: [.., "null"]` is one more keyword beside the composition
 * (the intersected siblings carry it) and lets `null` through only if the rest does too;
 * OpenAPI's `nullable` / `x-nullable` still make the whole node nullable, as authors mean.
 */
export function readMeta(ctx: Context, node: Json, pointer: string, byType = true): SchemaMeta {
  const nullable = byType
    ? isNullable(node)
    : node.nullable === true || node['x-nullable'] === true;
  const meta: SchemaMeta = { pointer, nullable };
  if (typeof node.title === 'string') meta.title = node.title;
  if (typeof node.description === 'string') meta.description = node.description;
  if (node.readOnly === true) meta.readOnly = true;
  if (node.writeOnly === true) meta.writeOnly = true;
  if (node.deprecated === true) meta.deprecated = true;
  if (node.default !== undefined) meta.default = node.default;
  // Most nodes record no example: no list made for them.
  if (
    node.example !== undefined ||
    node['x-example'] !== undefined ||
    node.examples !== undefined
  ) {
    const examples = recordedExamples(node);
    if (examples.length > 0) meta.example = examples[0];
    if (examples.length > 1) meta.examples = examples;
  }
  if (node.not !== undefined) meta.not = convertSchema(ctx, node.not, child(pointer, 'not'));
  return meta;
}

/** `example`, Swagger-era `x-example`, then 3.1 `examples` (a list), in that order. */
function recordedExamples(node: Json): unknown[] {
  // Pushed one by one: most nodes have none, and a spread-and-filter per schema node was
  // ~4 MB of Stripe's ~50 MB allocated while normalising.
  const out: unknown[] = [];
  if (node.example !== undefined) out.push(node.example);
  if (node['x-example'] !== undefined) out.push(node['x-example']);
  if (Array.isArray(node.examples))
    for (const value of node.examples as unknown[]) if (value !== undefined) out.push(value);
  return out;
}

const metaKeys: readonly (keyof SchemaMeta)[] = [
  'title',
  'description',
  'readOnly',
  'writeOnly',
  'deprecated',
  'default',
  'example',
  'examples',
  'not',
];

/** `inner` dressed with the facts written around it (`allOf: [X]` + description, nullable refs). */
export function withOuterMeta<T extends SchemaMeta>(inner: T, outer: SchemaMeta): T {
  const out: T = { ...inner, pointer: outer.pointer, nullable: inner.nullable || outer.nullable };
  for (const key of metaKeys) {
    if (outer[key] !== undefined) (out as SchemaMeta)[key] = outer[key] as never;
  }
  return out;
}

/** A node's own meta removed (a variant of a multi-type union keeps only its kind's facts). */
export function withoutMeta<T extends SchemaMeta>(node: T, pointer: string): T {
  const {
    title: _t,
    description: _d,
    readOnly: _r,
    writeOnly: _w,
    deprecated: _x,
    default: _f,
    example: _e,
    examples: _es,
    not: _n,
    ...rest
  } = node;
  return { ...rest, pointer, nullable: false } as T;
}
