/**
 * Named schemas that are themselves through nothing but refs, unions and intersections
 * (`Loop: {$ref: Loop}`, `A: {oneOf: [B, …]}`, `B: {allOf: [A]}`): as types they would be
 * `type A = A`, which no language accepts. Recursion through properties, items and
 * records is fine and untouched. Such schemas become unknown, with a diagnostic.
 */
import type { NamedSchema, Schema } from '../../ir/types.js';
import { report, type Context } from '../context.js';

function directRefs(schema: Schema): string[] {
  if (schema.kind === 'ref') return [schema.name];
  if (schema.kind === 'union') return schema.variants.flatMap(directRefs);
  if (schema.kind === 'intersection') return schema.members.flatMap(directRefs);
  return [];
}

function reachesItself(start: string, edges: Map<string, string[]>): boolean {
  const seen = new Set<string>();
  const stack = [...(edges.get(start) ?? [])];
  while (stack.length > 0) {
    const name = stack.pop() as string;
    if (name === start) return true;
    if (seen.has(name)) continue;
    seen.add(name);
    stack.push(...(edges.get(name) ?? []));
  }
  return false;
}

export function breakAliasCycles(ctx: Context, schemas: NamedSchema[]): NamedSchema[] {
  const edges = new Map(schemas.map((s) => [s.name, directRefs(s.schema)]));
  const cyclic = new Set(schemas.filter((s) => reachesItself(s.name, edges)).map((s) => s.name));
  return schemas.map((named) => {
    if (!cyclic.has(named.name)) return named;
    report(
      ctx,
      'ref-cycle',
      'warning',
      named.pointer,
      `Schema "${named.originalName}" is only an alias of itself; read as unknown.`,
    );
    const unknown: Schema = {
      kind: 'unknown',
      pointer: named.pointer,
      nullable: false,
      objectOnly: false,
    };
    return { ...named, schema: unknown };
  });
}
