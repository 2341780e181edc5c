import { createRequire } from 'node:module';

/**
 * swagger-parser, loaded lazily (it pulls in ajv and the OpenAPI schemas: ~100 ms).
 *
 * `SwaggerParser.validate` dereferences first and then validates the JSON schema and the
 * spec rules, stopping at the first failed stage. specforge calls its two validators
 * separately instead (they are the same code `validate` runs, from the pinned version):
 * the schema check on the document as served, so that every problem carries a pointer into
 * the document the user has (not into an inlined copy), and the spec rules on a
 * dereferenced clone, as swagger-parser intends.
 */
export interface SwaggerParserParts {
  /** Throws a SyntaxError whose `details` are ajv errors. */
  validateSchema(api: unknown): void;
  /** Throws a SyntaxError on the first spec rule broken (Swagger 2.0 only). */
  validateSpec(api: unknown): void;
  dereference(api: unknown): Promise<unknown>;
}

let parts: SwaggerParserParts | undefined;

export async function swaggerParser(): Promise<SwaggerParserParts> {
  if (parts) return parts;
  const require = createRequire(import.meta.url);
  const { default: SwaggerParser } = await import('@apidevtools/swagger-parser');
  parts = {
    validateSchema: require('@apidevtools/swagger-parser/lib/validators/schema.js') as SwaggerParserParts['validateSchema'],
    validateSpec: require('@apidevtools/swagger-parser/lib/validators/spec.js') as SwaggerParserParts['validateSpec'],
    // Local $refs only: a document fetched from an installation must not make specforge
    // read other files or URLs; circular $refs stay $refs (the spec rules do not need them).
    dereference: (api) =>
      SwaggerParser.dereference(api as never, {
        resolve: { external: false },
        dereference: { circular: 'ignore' },
      }),
  };
  return parts;
}
