import type { MockResponse } from './types.js';

/**
 * Every response the installation sends is wrapped like the service wraps it:
 * `{ status: 'success', result: [...] }`, or `{ status: 'error', result: message }` (validation errors: a list of
 * messages, as the service sends them).
 */

export function success(status: number, result: readonly unknown[]): MockResponse {
  return {
    status,
    // A fresh object each time (a caller may add to it), written out: every answer makes one.
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ status: 'success', result }),
  };
}

export function failure(status: number, message: string | string[]): MockResponse {
  return {
    status,
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ status: 'error', result: message }),
  };
}

/**
 * Flask's own page for a URL no route matches (werkzeug's `NotFound`, as Flask 2.2 sends
 * it): a Flask-RESTX installation answers unknown URLs with it, outside the envelope.
 */
const FLASK_404_PAGE =
  '<!doctype html>\n<html lang=en>\n<title>404 Not Found</title>\n<h1>Not Found</h1>\n' +
  '<p>The requested URL was not found on the server. If you entered the URL manually please check your spelling and try again.</p>\n';

/** How an unknown URL is answered: Flask's HTML page, or the service's 404 envelope. */
export type NotFoundStyle = 'html' | 'envelope';

export function notFound(style: NotFoundStyle): MockResponse {
  if (style === 'envelope') return failure(404, 'The requested URL was not found on the server.');
  return {
    status: 404,
    headers: { 'content-type': 'text/html; charset=utf-8' },
    body: FLASK_404_PAGE,
  };
}

/**
 * `HEAD` on a `GET` route, as Flask answers it: the `GET` answer's status and headers
 * (its `content-length` included), no body.
 */
export function headOf(response: MockResponse): MockResponse {
  const length = new TextEncoder().encode(response.body).length;
  return {
    ...response,
    headers: { ...response.headers, 'content-length': String(length) },
    body: '',
  };
}

/** A body that is not enveloped (file downloads, `raw` results). */
export function raw(status: number, mediaType: string, value: unknown): MockResponse {
  const isJson = /json/i.test(mediaType);
  const body = isJson
    ? JSON.stringify(value)
    : typeof value === 'string'
      ? value
      : JSON.stringify(value);
  return { status, headers: { 'content-type': mediaType }, body };
}

/**
 * Flask-RESTX's `X-Fields: {id,name}` (or `id,name`): keep only those top-level fields
 * of each result item. Parsed again only when the header is present.
 */
export function applyFieldMask(response: MockResponse, mask: string | undefined): MockResponse {
  if (!mask || response.status >= 300 || !response.headers['content-type']?.includes('json'))
    return response;
  const fields = new Set(
    mask
      .replace(/[{}]/g, '')
      .split(',')
      .map((field) => field.trim())
      .filter((field) => field !== ''),
  );
  const envelope = JSON.parse(response.body) as { status: string; result?: unknown };
  if (!Array.isArray(envelope.result)) return response;
  const result = envelope.result.map((item: unknown) =>
    typeof item === 'object' && item !== null && !Array.isArray(item)
      ? Object.fromEntries(Object.entries(item).filter(([key]) => fields.has(key)))
      : item,
  );
  return { ...response, body: JSON.stringify({ ...envelope, result }) };
}
