import type { MockOperation, MockSchemas } from './types.js';
import { LOCATION_KEYS } from './request.js';
import { resolve } from './schema-utils.js';

/**
 * Required inputs, refused as Flask-RESTX's request parser refuses them: the first
 * missing one, named with where it was looked for (`name: Missing required parameter in
 * the JSON body`), as the service's envelope lists a parser error. A body field counts as
 * required only where the model knows it (the schema's `required`, e.g. from an overlay
 * that `probe --allow-writes` wrote): Flask-RESTX does not document it.
 */

const WHERE: Record<MockOperation['parameters'][number]['location'], string> = {
  path: 'the URL',
  query: 'the query string',
  header: 'the HTTP headers',
  cookie: 'the cookies',
};

/** The missing required parameter or body field, as Flask-RESTX words it, if any. */
export function missingInput(
  operation: MockOperation,
  params: Record<string, Record<string, unknown>>,
  body: unknown,
  schemas: MockSchemas,
): string | undefined {
  for (const parameter of operation.parameters) {
    const given = params[LOCATION_KEYS[parameter.location]] ?? {};
    if (parameter.required && !Object.prototype.hasOwnProperty.call(given, parameter.name))
      return `${parameter.name}: Missing required parameter in ${WHERE[parameter.location]}`;
  }
  if (!operation.body) return undefined;
  const target = resolve(operation.body.schema, schemas);
  if (target.kind !== 'object') return undefined;
  // A body that is not an object is the validators' to refuse (`must be object`).
  if (body !== undefined && (typeof body !== 'object' || body === null || Array.isArray(body)))
    return undefined;
  const fields = body as object | undefined;
  if (fields === undefined && !operation.body.required) return undefined;
  const missing = target.properties.find(
    (property) =>
      property.required &&
      (fields === undefined || !Object.prototype.hasOwnProperty.call(fields, property.name)),
  );
  const where = operation.body.json ? 'the JSON body' : 'the post body';
  return missing && `${missing.name}: Missing required parameter in ${where}`;
}
