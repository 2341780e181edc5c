/**
 * Recognises the envelope when a document spells it out: `{status, result}` (also
 * through `allOf` with an Envelope model, or a `$ref` to one), or the half-documented
 * `{"properties": {"result": …}}`. Returns the documented `result` schema.
 */
import type { Property, Schema } from '../../ir/types.js';

export type SchemaLookup = (name: string) => Schema | undefined;

export interface DocumentedEnvelope {
  result: Schema;
  partial: boolean;
}

export function findEnvelope(schema: Schema, lookup: SchemaLookup): DocumentedEnvelope | undefined {
  // The declared property lists, not merged into a map: most results have no `result`
  // property, and a map of every success schema's properties was ~2.5 ms of GitHub's run.
  const lists = propertyLists(schema, lookup, 0, []);
  const result = lastNamed(lists, 'result');
  if (result === undefined) return undefined;
  if (lastNamed(lists, 'status') !== undefined) return { result: result.schema, partial: false };
  const alone = lists.every((list) => list.every((p) => p.name === 'result'));
  return alone ? { result: result.schema, partial: true } : undefined;
}

/** The property lists an object-like schema declares, through refs and allOf, in order. */
function propertyLists(
  schema: Schema,
  lookup: SchemaLookup,
  depth: number,
  out: (readonly Property[])[],
): (readonly Property[])[] {
  if (depth > 8) return out;
  if (schema.kind === 'ref') {
    const target = lookup(schema.name);
    return target ? propertyLists(target, lookup, depth + 1, out) : out;
  }
  if (schema.kind === 'object') out.push(schema.properties);
  if (schema.kind === 'intersection') {
    for (const member of schema.members) propertyLists(member, lookup, depth + 1, out);
  }
  return out;
}

/** The property called `name` that wins: the last one (later allOf members win). */
function lastNamed(lists: (readonly Property[])[], name: string): Property | undefined {
  for (let i = lists.length - 1; i >= 0; i--) {
    const found = lists[i]?.findLast((p) => p.name === name);
    if (found !== undefined) return found;
  }
  return undefined;
}
