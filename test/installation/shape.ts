/**
 * A small shape checker for responses against the document's schemas (types, required
 * properties, enums, nullability), written independently of the server. It knows the
 * service's deliberate quirks and says so: decimals typed `number` arrive as numeric
 * strings, and a `required` entry naming a property the schema does not declare is ignored.
 */
type Schema = Record<string, unknown>;

export interface ShapeContext {
  /** `#/definitions/X` or `#/components/schemas/X` → schema. */
  lookup: (ref: string) => Schema;
}

function typeOk(type: string, value: unknown): boolean {
  if (type === 'integer') return Number.isInteger(value);
  // Quirk on purpose: fields.Fixed / Arbitrary are documented as number and sent as strings.
  if (type === 'number')
    return (
      typeof value === 'number' || (typeof value === 'string' && /^-?\d+(\.\d+)?$/.test(value))
    );
  if (type === 'array') return Array.isArray(value);
  if (type === 'object')
    return typeof value === 'object' && value !== null && !Array.isArray(value);
  if (type === 'null') return value === null;
  return typeof value === type;
}

function nullAllowed(schema: Schema): boolean {
  return (
    schema['x-nullable'] === true ||
    schema.nullable === true ||
    (Array.isArray(schema.type) && schema.type.includes('null'))
  );
}

export function checkShape(value: unknown, schema: Schema, ctx: ShapeContext, at = '$'): string[] {
  if (typeof schema.$ref === 'string') return checkShape(value, ctx.lookup(schema.$ref), ctx, at);
  if (value === null) return nullAllowed(schema) ? [] : [`${at}: null is not allowed`];
  if (Array.isArray(schema.allOf))
    return schema.allOf.flatMap((part) => checkShape(value, part as Schema, ctx, at));
  const types = Array.isArray(schema.type)
    ? (schema.type as string[])
    : schema.type
      ? [schema.type as string]
      : [];
  if (types.length > 0 && !types.some((type) => typeOk(type, value))) {
    return [`${at}: expected ${types.join('|')}, got ${JSON.stringify(value)}`];
  }
  if (Array.isArray(schema.enum) && !schema.enum.includes(value))
    return [`${at}: ${JSON.stringify(value)} not in enum`];
  if (Array.isArray(value) && schema.items) {
    return value.flatMap((item, i) => checkShape(item, schema.items as Schema, ctx, `${at}[${i}]`));
  }
  if (schema.properties && typeOk('object', value))
    return checkProperties(value as Schema, schema, ctx, at);
  return [];
}

function checkProperties(value: Schema, schema: Schema, ctx: ShapeContext, at: string): string[] {
  const properties = schema.properties as Record<string, Schema>;
  const problems: string[] = [];
  for (const name of (schema.required as string[] | undefined) ?? []) {
    if (name in properties && value[name] === undefined)
      problems.push(`${at}.${name}: required but missing`);
  }
  for (const [name, propertyValue] of Object.entries(value)) {
    const propertySchema = properties[name] ?? properties['*'];
    if (propertySchema)
      problems.push(...checkShape(propertyValue, propertySchema, ctx, `${at}.${name}`));
  }
  return problems;
}
