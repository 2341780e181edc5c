import type { ApiModel, Schema } from '../ir/types.js';
import { resolveRef as resolve } from './schema-at.js';
import { escapeToken } from '../json/pointer.js';

/**
 * Properties a response carries that its schema does not name — the marshaller added
 * them. Only objects that allow any other key (JSON Schema's default) are looked at: a
 * map (`additionalProperties: {...}`, `*`) documents its keys. Array items are folded
 * into one pointer (a `*` stands for the index), so a list of fifty reports each field once.
 */
export function undocumentedProperties(
  model: ApiModel,
  schema: Schema,
  value: unknown,
  pointer: string,
  found: Set<string>,
): void {
  if (value === null || typeof value !== 'object') return;
  const resolved = resolve(model, schema);
  if (resolved.kind === 'array' && Array.isArray(value)) {
    for (const item of value) undocumentedProperties(model, resolved.items, item, `${pointer}/*`, found);
    return;
  }
  const members = objectMembers(model, resolved);
  if (!members || Array.isArray(value)) return;
  for (const [key, child] of Object.entries(value as Record<string, unknown>)) {
    const known = members.properties.get(key);
    if (known) undocumentedProperties(model, known, child, `${pointer}/${escapeToken(key)}`, found);
    else if (members.open) found.add(`${pointer}/${escapeToken(key)}`);
  }
}

interface Members {
  properties: Map<string, Schema>;
  /** True when keys beyond `properties` are undocumented (not a typed map). */
  open: boolean;
}

function objectMembers(model: ApiModel, schema: Schema): Members | undefined {
  if (schema.kind === 'object') {
    return {
      properties: new Map(schema.properties.map((p) => [p.name, p.schema])),
      open: schema.additionalProperties === true,
    };
  }
  if (schema.kind !== 'intersection') return undefined;
  const parts = schema.members.map((member) => objectMembers(model, resolve(model, member)));
  if (parts.some((part) => part === undefined)) return undefined;
  return {
    properties: new Map(parts.flatMap((part) => [...(part as Members).properties])),
    open: parts.every((part) => (part as Members).open),
  };
}
