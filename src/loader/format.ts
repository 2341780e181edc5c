import type { DocumentFormat } from '../ir/types.js';
import { SpecforgeError } from '../errors.js';

/**
 * Which flavour of OpenAPI a parsed document is, from its `swagger` / `openapi` field,
 * strictly: anything else is not a document specforge can read, and throws `not-openapi`
 * (exit 2). The loader's gate; `normalise/document.ts` `formatFacts` reads a document that
 * did not come through it and tolerates what this refuses.
 */
export function requireOpenApiFormat(document: unknown, origin = 'the input'): DocumentFormat {
  if (document === null || typeof document !== 'object' || Array.isArray(document)) {
    throw notOpenApi(origin, `it is ${describeValue(document)}, not an object`);
  }
  const record = document as Record<string, unknown>;
  if ('swagger' in record) {
    if (record.swagger === '2.0') return 'swagger 2.0';
    throw notOpenApi(
      origin,
      `unsupported "swagger" version ${JSON.stringify(record.swagger)} (expected "2.0")`,
    );
  }
  if ('openapi' in record) {
    const version = record.openapi;
    if (typeof version === 'string' && /^3\.0(\.\d+)?$/.test(version)) return 'openapi 3.0';
    if (typeof version === 'string' && /^3\.1(\.\d+)?$/.test(version)) return 'openapi 3.1';
    throw notOpenApi(
      origin,
      `unsupported "openapi" version ${JSON.stringify(version)} (expected "3.0.x" or "3.1.x")`,
    );
  }
  throw notOpenApi(origin, 'it has neither a "swagger" nor an "openapi" field');
}

/** `info.version` as a string (YAML may have read `1.0` as a number). */
export function infoVersion(document: Record<string, unknown>): string {
  const info = document.info;
  if (info === null || typeof info !== 'object') return '';
  const version = (info as Record<string, unknown>).version;
  if (version === undefined || version === null) return '';
  // An object here (`{"toString": "x"}`) would make String() throw: write it as JSON.
  return typeof version === 'object' ? JSON.stringify(version) : String(version);
}

function notOpenApi(origin: string, reason: string): SpecforgeError {
  return new SpecforgeError(
    'not-openapi',
    `${origin} is not an OpenAPI or Swagger document: ${reason}`,
    {
      hint: 'specforge reads Swagger 2.0 and OpenAPI 3.0/3.1 documents (JSON or YAML)',
    },
  );
}

function describeValue(value: unknown): string {
  if (Array.isArray(value)) return 'a list';
  if (value === null) return 'null';
  return `a ${typeof value}`;
}
