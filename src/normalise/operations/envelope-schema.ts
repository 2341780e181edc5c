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
  const properties = propertiesOf(schema, lookup, 0);
  const result = properties.get('result');
  if (result === undefined) return undefined;
  if (properties.has('status')) return { result: result.schema, partial: false };
  return properties.size === 1 ? { result: result.schema, partial: true } : undefined;
}

/** The properties an object-like schema declares, through refs and allOf (later members win). */
function propertiesOf(schema: Schema, lookup: SchemaLookup, depth: number): Map<string, Property> {
  const out = new Map<string, Property>();
  if (depth > 8) return out;
  if (schema.kind === 'ref') {
    const target = lookup(schema.name);
    return target ? propertiesOf(target, lookup, depth + 1) : out;
  }
  if (schema.kind === 'object') for (const p of schema.properties) out.set(p.name, p);
  if (schema.kind === 'intersection') {
    for (const member of schema.members) {
      for (const [name, p] of propertiesOf(member, lookup, depth + 1)) out.set(name, p);
    }
  }
  return out;
}
