/**
 * Swagger 2.0 (and OAS 3 without `mapping`) discriminators on a base object: the
 * children are the named schemas that extend the base through `allOf: [{$ref: Base}, …]`,
 * each mapped from its name as written. Filled in once all named schemas exist.
 */
import type { NamedSchema, Schema } from '../../ir/types.js';
import { compareStrings } from '../../ir/sort.js';

function extendsBase(schema: Schema, base: string): boolean {
  return (
    schema.kind === 'intersection' &&
    schema.members.some((m) => m.kind === 'ref' && m.name === base)
  );
}

export function fillDiscriminatorChildren(schemas: NamedSchema[]): NamedSchema[] {
  return schemas.map((named) => {
    const schema = named.schema;
    if (
      schema.kind !== 'object' ||
      !schema.discriminator ||
      schema.discriminator.mapping.length > 0
    )
      return named;
    const mapping = schemas
      .filter((child) => extendsBase(child.schema, named.name))
      .map((child) => ({ value: child.originalName, schema: child.name }))
      .sort((a, b) => compareStrings(a.value, b.value));
    return { ...named, schema: { ...schema, discriminator: { ...schema.discriminator, mapping } } };
  });
}
