/**
 * The order in which an object's members are checked. First-error mode stops at the first
 * failure, so what runs before it is what a rejection costs: cheap checks come first, and the
 * expensive ones only when everything cheap has passed. The set of issues is the same in
 * every order (all-errors mode reports them in this order).
 *
 * 1. required members whose check is a comparison (type, enum, bounds): a missing or mistyped
 *    required member is the most common mistake, and these cost a `typeof` or a few `===`;
 * 2. the other members checked by comparisons alone;
 * 3. strings with a `format` or a `pattern` (a regular expression per value);
 * 4. nested schemas (objects, arrays, unions, references): their cost has no bound.
 * Members keep the IR's (sorted) order inside each class, so the output stays deterministic.
 */
import type { Property, Schema } from '../../ir/types.js';
import { checksFormat, decidesPresence } from './leaf.js';
import { requiredIn, type Direction } from './state.js';

export function checkOrder(properties: readonly Property[], direction: Direction): Property[] {
  const ranked = properties.map((property, index) => ({
    property,
    index,
    rank: rankOf(property, direction),
  }));
  ranked.sort((a, b) => a.rank - b.rank || a.index - b.index);
  return ranked.map((entry) => entry.property);
}

function rankOf(property: Property, direction: Direction): number {
  const schema = property.schema;
  if (!decidesPresence(schema) && !isPlainUnknown(schema)) return 4;
  if (usesExpression(schema)) return 3;
  return requiredIn(property.required, schema, direction) ? 1 : 2;
}

/** A free-form member (`{}`): nothing to check but presence. */
function isPlainUnknown(schema: Schema): boolean {
  return schema.kind === 'unknown' && schema.not === undefined;
}

/** A string checked by a regular expression or a format helper beyond its type. */
function usesExpression(schema: Schema): boolean {
  return schema.kind === 'string' && (schema.pattern !== undefined || checksFormat(schema));
}
