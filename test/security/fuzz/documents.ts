/**
 * fast-check arbitraries of malformed OpenAPI documents (2.0, 3.0, 3.1) for the generate
 * fuzz job: the shape of a real document (info, paths, operations, parameters, bodies,
 * responses, definitions, security), with junk anywhere a keyword is read, hostile names,
 * cycles and dangling or foreign `$ref`s; then, as text, out-of-range numbers and deep
 * nesting that JSON.stringify cannot produce.
 */
import fc from 'fast-check';
import { DEFINITION_NAMES, junk, name, or, refTo, schema } from './schemas.js';

type Version = '2.0' | '3.0.3' | '3.1.0';
type Keywords = Record<string, fc.Arbitrary<unknown>>;

const PATHS = ['/job', '/job/{jobid}', '/job/{jobid}/cancel', '/queue/{queueid}/jobs', '/{a}/{a}', '/x/{a}}', '/x/{a}}/{b}', '/x/{missing}', 'noslash', '/', '/a b/{c d}', '/__proto__', '/{constructor}', '/..'];
// Few per path: the outputs are compiled, and compile time grows with the operations.
const METHODS = ['get', 'post', 'delete', 'x-junk'];
const STATUSES = ['200', '201', '204', '2XX', 'default', '400', '404', 'abc', '999', '0'];
const LOCATIONS = ['path', 'query', 'header', 'cookie', 'body', 'formData'];

function parameter(version: Version): fc.Arbitrary<unknown> {
  const prefix = version === '2.0' ? '#/definitions/' : '#/components/schemas/';
  const common: Keywords = { name: or(name), in: or(fc.constantFrom(...LOCATIONS)), required: or(fc.boolean()), description: or(name) };
  const typed: Keywords = version === '2.0'
    ? { type: or(fc.constantFrom('string', 'integer', 'array', 'file', 'object')), items: schema(prefix), schema: schema(prefix), enum: junk, collectionFormat: or(fc.constantFrom('csv', 'multi', 'pipes')) }
    : { schema: schema(prefix), style: or(fc.constantFrom('form', 'simple', 'deepObject', 'matrix')), explode: or(fc.boolean()), content: or(fc.dictionary(fc.constantFrom('application/json', 'text/plain'), fc.record({ schema: schema(prefix) }), { maxKeys: 1 })) };
  return fc.oneof({ weight: 5, arbitrary: fc.record({ ...common, ...typed }, { requiredKeys: ['name', 'in'] }) }, { weight: 1, arbitrary: fc.record({ $ref: refTo('#/components/parameters/') }) }, { weight: 1, arbitrary: junk });
}

function content(prefix: string): fc.Arbitrary<unknown> {
  const media = fc.constantFrom('application/json', 'application/problem+json', 'text/plain', 'multipart/form-data', '*/*', 'junk');
  return or(fc.dictionary(media, or(fc.record({ schema: schema(prefix), example: junk }, { requiredKeys: [] })), { maxKeys: 2 }));
}

function response(version: Version): fc.Arbitrary<unknown> {
  if (version === '2.0') return or(fc.record({ description: or(name), schema: schema('#/definitions/'), headers: junk }, { requiredKeys: ['description'] }));
  return or(fc.record({ description: or(name), content: content('#/components/schemas/'), headers: junk }, { requiredKeys: ['description'] }));
}

function operation(version: Version): fc.Arbitrary<unknown> {
  const body = version === '2.0' ? {} : { requestBody: or(fc.record({ required: or(fc.boolean()), content: content('#/components/schemas/') }, { requiredKeys: [] })) };
  return or(fc.record({
    operationId: or(name),
    tags: or(fc.array(name, { maxLength: 2 })),
    summary: or(name),
    description: or(name),
    deprecated: or(fc.boolean()),
    parameters: or(fc.array(parameter(version), { maxLength: 3 })),
    responses: or(fc.dictionary(fc.constantFrom(...STATUSES), response(version), { maxKeys: 3 })),
    security: or(fc.array(fc.dictionary(name, fc.array(name, { maxLength: 1 }), { maxKeys: 2 }), { maxLength: 2 })),
    ...body,
  }, { requiredKeys: [] }));
}

function pathItem(version: Version): fc.Arbitrary<unknown> {
  const methods = Object.fromEntries(METHODS.map((method) => [method, operation(version)]));
  return or(fc.record({ ...methods, parameters: or(fc.array(parameter(version), { maxLength: 2 })) }, { requiredKeys: [] }));
}

function definitions(version: Version): fc.Arbitrary<unknown> {
  const prefix = version === '2.0' ? '#/definitions/' : '#/components/schemas/';
  return or(fc.dictionary(fc.oneof(fc.constantFrom(...DEFINITION_NAMES), name), schema(prefix), { maxKeys: 5 }));
}

function document(version: Version): fc.Arbitrary<Record<string, unknown>> {
  const head: Keywords = version === '2.0' ? { swagger: or(fc.constant('2.0')) } : { openapi: or(fc.constant(version)) };
  const security = { securitySchemes: or(fc.dictionary(name, junk, { maxKeys: 2 })) };
  const parts: Keywords = version === '2.0'
    ? { definitions: definitions(version), basePath: or(fc.constantFrom('/api', '', 'api', '/a b')), host: or(name), securityDefinitions: security.securitySchemes }
    : { components: or(fc.record({ schemas: definitions(version), parameters: fc.dictionary(name, parameter(version), { maxKeys: 2 }), ...security }, { requiredKeys: [] })), servers: or(fc.array(fc.record({ url: or(name) }), { maxLength: 2 })) };
  return fc.record({
    ...head,
    info: or(fc.record({ title: or(name), version: or(name), description: or(name) }, { requiredKeys: [] })),
    paths: or(fc.dictionary(fc.oneof(fc.constantFrom(...PATHS), name), pathItem(version), { minKeys: 1, maxKeys: 3 })),
    ...parts,
  }, { requiredKeys: Object.keys(head) as never[] }) as fc.Arbitrary<Record<string, unknown>>;
}

/** Text-level damage JSON.stringify cannot produce: 1e400, long integers, deep nesting. */
const damage = fc.constantFrom('none', 'none', 'none', 'none', 'huge', 'long-integer', 'deep-60', 'deep-300');

function damaged(text: string, kind: string): string {
  // The first number that is a whole value (exponent included), so the text stays JSON.
  const number = /(:)-?\d+(\.\d+)?([eE][+-]?\d+)?(?=[,}\]])/;
  if (kind === 'huge') return text.replace(number, '$11e400');
  if (kind === 'long-integer') return text.replace(number, '$1123456789012345678901234567890');
  if (kind.startsWith('deep-')) {
    const depth = Number(kind.slice(5));
    const nested = `${'{"type":"array","items":'.repeat(depth)}{"type":"string"}${'}'.repeat(depth)}`;
    return text.replace(/"paths":\{/, `"x-deep":${nested},"paths":{`).replace(/"Job":\{/, `"Job":${nested},"x-job":{`);
  }
  return text;
}

/** A malformed document as JSON text. */
export const malformedDocument: fc.Arbitrary<string> = fc
  .tuple(fc.constantFrom<Version>('2.0', '3.0.3', '3.1.0').chain(document), damage)
  .map(([doc, kind]) => damaged(JSON.stringify(doc), kind));
