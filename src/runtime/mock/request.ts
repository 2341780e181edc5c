import type { MockOperation, MockParameter, MockSchema, MockSchemas } from './types.js';
import { wireItems } from '../wire-format.js';
import { coerceText, resolve } from './schema-utils.js';

/**
 * Reading a request: the URL split into path and query, every parameter read as the
 * document declares it (an array by its `arrayFormat`, through the table the client
 * serialises with) and converted from text to what its schema says, and the body
 * parsed by its content type (JSON, URL-encoded form, or a multipart form's text fields).
 */

/** Where each location's values sit in the parameters object (as the generated validators expect). */
export const LOCATION_KEYS = {
  path: 'path',
  query: 'query',
  header: 'headers',
  cookie: 'cookies',
} as const;

export interface ParsedUrl {
  path: string;
  query: URLSearchParams;
}

export function parseUrl(url: string, basePath: string): ParsedUrl | undefined {
  // A server hands the path (`/api/job`); a full URL (MSW's) loses its origin first.
  const withoutOrigin = url.startsWith('/')
    ? url
    : url.replace(/^[a-z][a-z0-9+.-]*:\/\/[^/]*/i, '');
  const mark = withoutOrigin.indexOf('?');
  const pathname = mark < 0 ? withoutOrigin : withoutOrigin.slice(0, mark);
  const query = new URLSearchParams(mark < 0 ? '' : withoutOrigin.slice(mark + 1));
  if (basePath === '' || basePath === '/') return { path: pathname || '/', query };
  if (pathname !== basePath && !pathname.startsWith(`${basePath}/`)) return undefined;
  return { path: pathname.slice(basePath.length) || '/', query };
}

/** The operation's parameters as the client sends them: `{ path, query, headers }`, typed. */
export function readParameters(
  operation: MockOperation,
  pathParams: Record<string, string>,
  query: URLSearchParams,
  headers: Record<string, string | undefined>,
  schemas: MockSchemas,
): Record<string, Record<string, unknown>> {
  const out: Record<string, Record<string, unknown>> = {};
  for (const parameter of operation.parameters) {
    const group = LOCATION_KEYS[parameter.location];
    const texts = readOne(parameter, pathParams, query, headers);
    const values = (out[group] ??= {});
    // An omitted parameter takes its documented default, as Flask-RESTX's parser does.
    const value =
      texts === undefined
        ? copy(parameter.schema.default)
        : parameterValue(parameter, texts, schemas);
    if (value === undefined) continue;
    Object.defineProperty(values, parameter.name, {
      value,
      enumerable: true,
      writable: true,
      configurable: true,
    });
  }
  return out;
}

/** A default as a fresh value (a list default is not shared between requests). */
function copy(value: unknown): unknown {
  return typeof value === 'object' && value !== null ? structuredClone(value) : value;
}

/**
 * A body without some documented field gets that field's `default` (Flask-RESTX's parser
 * fills omitted arguments with theirs): only the body object's own properties.
 */
export function withBodyDefaults(body: unknown, schema: MockSchema, schemas: MockSchemas): unknown {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return body;
  const target = resolve(schema, schemas);
  if (target.kind !== 'object') return body;
  for (const property of target.properties) {
    const value = copy(property.schema.default);
    if (value === undefined || Object.prototype.hasOwnProperty.call(body, property.name)) continue;
    Object.defineProperty(body, property.name, {
      value,
      enumerable: true,
      writable: true,
      configurable: true,
    });
  }
  return body;
}

/** An array parameter's items by its format; a scalar's one text (or all of them, repeated). */
export function parameterValue(
  parameter: Pick<MockParameter, 'schema' | 'arrayFormat'>,
  texts: readonly string[],
  schemas: MockSchemas,
): unknown {
  const array = arrayOf(parameter.schema, texts, schemas);
  if (array) {
    const items = wireItems(texts, parameter.arrayFormat);
    return items.map((text) => coerceText(text, array.items, schemas));
  }
  if (texts.length > 1) return texts.map((text) => coerceText(text, parameter.schema, schemas));
  return coerceText(texts[0] as string, parameter.schema, schemas);
}

/**
 * The array schema the texts are read by: the parameter's own, or the array branch of a
 * union (Stripe's `array | ""`) unless another branch is an enum naming the text.
 */
function arrayOf(schema: MockSchema, texts: readonly string[], schemas: MockSchemas) {
  const target = resolve(schema, schemas);
  if (target.kind === 'array') return target;
  if (target.kind !== 'union') return undefined;
  const variants = target.variants.map((variant) => resolve(variant, schemas));
  const array = variants.find((variant) => variant.kind === 'array');
  const named = variants.some(
    (variant) =>
      variant.kind === 'enum' && variant.values.some((value) => texts.includes(String(value))),
  );
  return array?.kind === 'array' && !named ? array : undefined;
}

function readOne(
  parameter: MockParameter,
  pathParams: Record<string, string>,
  query: URLSearchParams,
  headers: Record<string, string | undefined>,
): string[] | undefined {
  if (parameter.location === 'path') {
    const value = pathParams[parameter.name];
    return value === undefined ? undefined : [value];
  }
  if (parameter.location === 'query') {
    const values = query.getAll(parameter.name);
    return values.length === 0 ? undefined : values;
  }
  const value =
    parameter.location === 'header'
      ? headers[parameter.name.toLowerCase()]
      : cookie(headers['cookie'], parameter.name);
  return value === undefined ? undefined : [value];
}

function cookie(header: string | undefined, name: string): string | undefined {
  for (const pair of (header ?? '').split(';')) {
    const split = pair.indexOf('=');
    if (split > 0 && pair.slice(0, split).trim() === name)
      return decodeURIComponent(pair.slice(split + 1).trim());
  }
  return undefined;
}

export type ParsedBody = { ok: true; value: unknown } | { ok: false; message: string };

export function parseBody(raw: string | undefined, contentType: string | undefined): ParsedBody {
  if (raw === undefined || raw === '') return { ok: true, value: undefined };
  const type = (contentType ?? '').toLowerCase();
  if (type.includes('application/x-www-form-urlencoded')) {
    return { ok: true, value: Object.fromEntries(new URLSearchParams(raw)) };
  }
  if (type.includes('multipart/form-data')) return { ok: true, value: multipartFields(raw, type) };
  try {
    return { ok: true, value: JSON.parse(raw) as unknown };
  } catch {
    return type.includes('json') || type === ''
      ? { ok: false, message: 'The request body is not valid JSON' }
      : { ok: true, value: raw };
  }
}

/** The fields of a multipart form (file parts keep their text content). */
function multipartFields(raw: string, contentType: string): Record<string, string> {
  const boundary = /boundary="?([^";]+)"?/.exec(contentType)?.[1];
  const fields: Record<string, string> = {};
  if (!boundary) return fields;
  for (const part of raw.split(`--${boundary}`)) {
    const split = part.indexOf('\r\n\r\n');
    const name = /name="([^"]*)"/.exec(part.slice(0, split))?.[1];
    if (split < 0 || name === undefined) continue;
    // A field named `__proto__` is data: defined, never assigned (which would set the prototype).
    Object.defineProperty(fields, name, {
      value: part.slice(split + 4).replace(/\r\n$/, ''),
      enumerable: true,
      writable: true,
      configurable: true,
    });
  }
  return fields;
}
