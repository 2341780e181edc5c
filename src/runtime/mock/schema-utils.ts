import type { MockSchema } from './types.js';

type Schemas = Record<string, MockSchema>;

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

/** A path or query value (always text on the wire) converted to what its schema says. */
export function coerceText(text: string, schema: MockSchema, schemas: Schemas): unknown {
  const target = resolve(schema, schemas);
  if (target.kind === 'number')
    return text.trim() === '' || Number.isNaN(Number(text)) ? text : Number(text);
  if (target.kind === 'boolean') return text === 'true' ? true : text === 'false' ? false : text;
  if (target.kind === 'array')
    return text.split(',').map((part) => coerceText(part, target.items, schemas));
  if (target.kind === 'enum' && target.values.some((value) => typeof value === 'number')) {
    return Number.isNaN(Number(text)) ? text : Number(text);
  }
  return text;
}
