import type { ApiModel, Schema } from '../ir/types.js';
import { unescapeToken } from '../json/pointer.js';

/**
 * The document location (JSON pointer) of the schema that describes one value of a
 * response: the `description` of each item of `GET /storage/bucket` is
 * `#/definitions/Bucket/properties/description`. Follows refs and allOf members; gives
 * up (undefined) at unions and maps, where the location is not one place.
 */
export function schemaPointerAt(model: ApiModel, item: Schema, responsePointer: string): string | undefined {
  const segments = responsePointer.split('/').slice(2).filter((segment) => segment !== '*');
  let current: Schema | undefined = item;
  for (const segment of segments) {
    current = current && propertySchema(model, current, unescapeToken(segment));
    if (!current) return undefined;
  }
  return current?.pointer;
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


/** `#/paths/~1user~1group/get` → `$['paths']['/user/group']['get']` (an RFC 9535 normalized path). */
export function pointerToJsonPath(pointer: string): string {
  const segments = pointer.replace(/^#/, '').split('/').slice(1).map(unescapeToken);
  return `$${segments.map((segment) => `['${segment.replace(/\\/g, '\\\\').replace(/'/g, "\\'")}']`).join('')}`;
}
