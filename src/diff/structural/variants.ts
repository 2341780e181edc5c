import type { IntersectionSchema, Schema, UnionSchema } from '../../ir/types.js';

/**
 * The variants of a union (or members of an allOf) before and after, paired: uses of a named
 * schema by name, wherever they moved; the others (inline schemas) in document order. A
 * variant left without a partner was added or removed. Pairing, rather than comparing by
 * index, keeps a reordered `anyOf` quiet and lets a changed inline variant be reported as
 * what changed inside it (a type, a property) when another variant is added beside it.
 */
export interface VariantPairs {
  pairs: [Schema, Schema][];
  added: number;
  removed: number;
}

export function pairVariants(before: readonly Schema[], after: readonly Schema[]): VariantPairs {
  const named = (schemas: readonly Schema[]) =>
    new Map(schemas.flatMap((s) => (s.kind === 'ref' ? [[s.name, s] as const] : [])));
  const [oldNamed, newNamed] = [named(before), named(after)];
  const pairs: [Schema, Schema][] = [];
  for (const [name, schema] of oldNamed) {
    const partner = newNamed.get(name);
    if (partner) pairs.push([schema, partner]);
  }
  const oldInline = before.filter((s) => s.kind !== 'ref');
  const newInline = after.filter((s) => s.kind !== 'ref');
  const inline = Math.min(oldInline.length, newInline.length);
  for (let i = 0; i < inline; i += 1) pairs.push([oldInline[i]!, newInline[i]!]);
  return { pairs, added: after.length - pairs.length, removed: before.length - pairs.length };
}

/** `anyOf`, `oneOf` or `allOf`: the keyword a composite schema was written with. */
export function compositeKeyword(
  schema: UnionSchema | IntersectionSchema,
): 'anyOf' | 'oneOf' | 'allOf' {
  return schema.kind === 'union' ? schema.mode : 'allOf';
}
