import type { ApiModel, Property, Schema } from '../ir/types.js';
import { unescapeToken } from '../json/pointer.js';

/**
 * The document location (JSON pointer) of the schema that describes one value of a
 * response: the `description` of each item of `GET /storage/bucket` is
 * `#/definitions/Bucket/properties/description`. Follows refs and allOf members; gives
 * up (undefined) at unions and maps, where the location is not one place. The node is
 * unresolved: a property's own node, whose `pointer` an overlay action targets.
 */
export function schemaAt(model: ApiModel, item: Schema, responsePointer: string): Schema | undefined {
  const segments = responsePointer.split('/').slice(2).filter((segment) => segment !== '*');
  let current: Schema | undefined = item;
  for (const segment of segments) {
    current = current && propertySchema(model, current, unescapeToken(segment));
    if (!current) return undefined;
  }
  return current;
}

/** An object's properties, its allOf members' included (a list's item for an array). */
export function propertiesOf(model: ApiModel, schema: Schema): Property[] {
  const resolved = resolveRef(model, schema);
  if (resolved.kind === 'array') return propertiesOf(model, resolved.items);
  if (resolved.kind === 'object') return resolved.properties;
  if (resolved.kind === 'intersection') return resolved.members.flatMap((m) => propertiesOf(model, m));
  return [];
}

/** Every value at a folded response pointer (`/result/*\/cost`: each item's `cost`), from an envelope. */
export function valuesAt(body: unknown, responsePointer: string): unknown[] {
  let current: unknown[] = [body];
  for (const segment of responsePointer.split('/').slice(1).map(unescapeToken)) {
    const next: unknown[] = [];
    for (const value of current) {
      if (segment === '*' && Array.isArray(value)) for (const item of value) next.push(item);
      else if (value && typeof value === 'object' && Object.hasOwn(value, segment))
        next.push((value as Record<string, unknown>)[segment]);
    }
    current = next;
  }
  return current;
}

function propertySchema(model: ApiModel, schema: Schema, name: string): Schema | undefined {
  const resolved = resolveRef(model, schema);
  if (resolved.kind === 'array') return propertySchema(model, resolved.items, name);
  if (resolved.kind === 'object') return resolved.properties.find((p) => p.name === name)?.schema;
  if (resolved.kind === 'intersection') {
    for (const member of resolved.members) {
      const found = propertySchema(model, member, name);
      if (found) return found;
    }
  }
  return undefined;
}

export function resolveRef(model: ApiModel, schema: Schema): Schema {
  let current = schema;
  for (let depth = 0; current.kind === 'ref' && depth < 32; depth++) {
    const name = current.name;
    const named = model.schemas.find((s) => s.name === name);
    if (!named) return current;
    current = named.schema;
  }
  return current;
}


/**
 * `#/paths/~1user~1group/get` → `$['paths']['/user/group']['get']` (an RFC 9535 normalized
 * path). A digit segment under a keyword whose value is a list (`allOf/1`) is an index, `[1]`:
 * `['1']` would name a member and match nothing in an array.
 */
export function pointerToJsonPath(pointer: string): string {
  const segments = pointer.replace(/^#/, '').split('/').slice(1).map(unescapeToken);
  return `$${segments
    .map((segment, i) =>
      /^\d+$/.test(segment) && LISTS.has(segments[i - 1] ?? '')
        ? `[${segment}]`
        : `['${segment.replace(/\\/g, '\\\\').replace(/'/g, "\\'")}']`,
    )
    .join('')}`;
}

const LISTS = new Set(['allOf', 'anyOf', 'oneOf', 'prefixItems', 'parameters']);
