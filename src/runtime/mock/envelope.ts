import type { MockResponse } from './types.js';

/**
 * Every response the installation sends is wrapped like the service wraps it:
 * `{ status: 'success', result: [...] }`, or `{ status: 'error', result: message }` (validation errors: a list of
 * messages, as the service sends them).
 */

const JSON_HEADERS: Readonly<Record<string, string>> = { 'content-type': 'application/json' };

export function success(status: number, result: readonly unknown[]): MockResponse {
  return {
    status,
    headers: { ...JSON_HEADERS },
    body: JSON.stringify({ status: 'success', result }),
  };
}

export function failure(status: number, message: string | string[]): MockResponse {
  return {
    status,
    headers: { ...JSON_HEADERS },
    body: JSON.stringify({ status: 'error', result: message }),
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
