import type { MockSchema, MockSchemas as Schemas } from './schema.js';

/** Follows references (to a fixed depth, so cycles end). */
export function resolve(schema: MockSchema, schemas: Schemas): MockSchema {
  let current = schema;
  for (let depth = 0; current.kind === 'ref' && depth < 16; depth++) {
    const target: MockSchema | undefined = schemas[current.name];
    if (!target) break;
    current = target;
  }
  return current;
}

/** The properties of an object schema, also through references and allOf. */
export function propertiesOf(schema: MockSchema, schemas: Schemas): Map<string, MockSchema> {
  const found = new Map<string, MockSchema>();
  const visit = (node: MockSchema, depth: number): void => {
    const target = resolve(node, schemas);
    if (target.kind === 'object')
      for (const property of target.properties) found.set(property.name, property.schema);
    if (target.kind === 'intersection' && depth < 8)
      for (const member of target.members) visit(member, depth + 1);
  };
  visit(schema, 0);
  return found;
}

/** A stable identity for "the same kind of thing": the referenced name, or the shape. */
export function schemaIdentity(schema: MockSchema): string {
  return schema.kind === 'ref' ? `ref:${schema.name}` : JSON.stringify(schema);
}

/** A path, query or header text converted to what its (scalar) schema says. */
export function coerceText(text: string, schema: MockSchema, schemas: Schemas): unknown {
  const target = resolve(schema, schemas);
  if (target.kind === 'number')
    return text.trim() === '' || Number.isNaN(Number(text)) ? text : Number(text);
  if (target.kind === 'boolean') return text === 'true' ? true : text === 'false' ? false : text;
  if (target.kind === 'null' && text === 'null') return null;
  if (target.kind === 'enum') {
    const match = target.values.find((value) => value !== null && String(value) === text);
    return match ?? text;
  }
  if (['object', 'record', 'intersection', 'array'].includes(target.kind)) return jsonOr(text);
  if (target.kind === 'union') {
    for (const variant of target.variants) {
      const value = coerceText(text, variant, schemas);
      if (value !== text) return value;
    }
  }
  return text;
}

/** An object sent as a parameter travels as JSON (runtime/wire-format.ts `scalarText`). */
function jsonOr(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}
