// Part of specforge 0.0.0-golden's runtime, copied unchanged. Do not edit: run `specforge generate` again.

/**
 * The wire: URLs with path and query parameters serialised as the document says,
 * request bodies per media type, and fetch with a timeout and the caller's signal.
 * Shipped into the generated output as `runtime/http.ts`: no dependencies.
 */
import { scalarText, wireTexts, type ArrayFormat } from './wire-format.js';

export type { ArrayFormat };
export type BodyMedia = 'json' | 'form' | 'multipart' | 'binary' | 'text' | 'other';

/**
 * `/job/{jobid}` with `{ jobid: 7 }` → `/job/7` (each value URI-encoded). `.` and `..`
 * are refused: encoding cannot help (URL parsing treats `%2e%2e` as `..` too), and
 * `remove({ queuename: '..' })` would otherwise send `DELETE /api/admin/`.
 */
export function fillPath(template: string, values: Record<string, unknown>): string {
  return template.replace(/\{([^}]+)\}/g, (_match, name: string) => {
    const value = values[name];
    if (value === undefined || value === null)
      throw new TypeError(`missing path parameter ${name}`);
    const text = wireTexts(value, 'csv').join(',');
    if (text === '.' || text === '..')
      throw new TypeError(`path parameter ${name} may not be ${JSON.stringify(text)}`);
    return encodeURIComponent(text);
  });
}

/** Appends a query parameter as the shared wire table says (`a=1,2` csv …, `a=1&a=2` multi). */
export function appendQuery(
  query: URLSearchParams,
  name: string,
  value: unknown,
  format: ArrayFormat,
): void {
  for (const text of wireTexts(value, format)) query.append(name, text);
}

function toBlob(value: Blob | Uint8Array): Blob {
  // slice(): a copy backed by a plain ArrayBuffer, which every TypeScript 5.x accepts as a BlobPart.
  return value instanceof Blob ? value : new Blob([value.slice()]);
}

function isBinary(value: unknown): value is Blob | Uint8Array {
  return (typeof Blob !== 'undefined' && value instanceof Blob) || value instanceof Uint8Array;
}

/** Multipart form data: Blob/File/Uint8Array fields as files, arrays as repeated fields. */
export function formData(body: Record<string, unknown>): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(body)) {
    for (const item of Array.isArray(value) ? value : [value]) {
      if (item === undefined || item === null) continue;
      if (isBinary(item)) {
        const blob = toBlob(item);
        const fileName = typeof File !== 'undefined' && blob instanceof File ? blob.name : name;
        form.append(name, blob, fileName);
      } else form.append(name, scalarText(item));
    }
  }
  return form;
}

/** The fetch body and its content type (none for FormData: fetch sets the boundary). */
export function encodeBody(
  body: unknown,
  media: BodyMedia,
  mediaType: string,
): { body: BodyInit; contentType?: string } {
  if (media === 'multipart') return { body: formData(body as Record<string, unknown>) };
  if (media === 'form') {
    const params = new URLSearchParams();
    for (const [name, value] of Object.entries(body as Record<string, unknown>))
      appendQuery(params, name, value, 'multi');
    return { body: params, contentType: mediaType };
  }
  if (isBinary(body)) return { body: toBlob(body), contentType: mediaType };
  if (media === 'text') return { body: String(body), contentType: mediaType };
  return {
    body: JSON.stringify(body),
    contentType: media === 'json' ? mediaType : 'application/json',
  };
}

/** The deadline of one call: fires on the caller's signal or after `timeoutMs`. */
export interface CallSignal {
  /** Undefined when the call has neither a timeout nor a caller's signal. */
  readonly signal: AbortSignal | undefined;
  readonly timeoutMs: number | undefined;
  /** True when the timeout fired (not the caller). */
  timedOut(): boolean;
  /** True when the caller's signal fired. */
  aborted(): boolean;
  /** Stops the timer and lets go of the caller's signal. */
  done(): void;
}

/**
 * One signal for the whole call (every attempt and wait), from the caller's and a timer;
 * none at all when there is neither (an AbortController per call costs measurable time).
 */
export function callSignal(
  signal: AbortSignal | undefined,
  timeoutMs: number | undefined,
): CallSignal {
  if (timeoutMs === undefined)
    return {
      signal,
      timeoutMs,
      timedOut: () => false,
      aborted: () => signal?.aborted === true,
      done: () => undefined,
    };
  const controller = new AbortController();
  let timedOut = false;
  const onAbort = (): void => controller.abort(signal?.reason);
  if (signal?.aborted) controller.abort(signal.reason);
  else signal?.addEventListener('abort', onAbort, { once: true });
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort(new Error(`timed out after ${timeoutMs} ms`));
  }, timeoutMs);
  return {
    signal: controller.signal,
    timeoutMs,
    timedOut: () => timedOut,
    aborted: () => !timedOut && signal?.aborted === true,
    done: (): void => {
      clearTimeout(timer);
      signal?.removeEventListener('abort', onAbort);
    },
  };
}

export type BinaryAs = 'blob' | 'arraybuffer';

/** What a successful response body is: a file, text as sent, or JSON (the default). */
export type BodyKind = 'binary' | 'text' | 'json';

/**
 * Reads a response body: binary (Blob or ArrayBuffer) or text when the operation says so
 * and the status is a success (an error answer is the service's JSON envelope whatever the
 * operation returns); otherwise JSON (undefined when empty), or text when it does not parse.
 * Text results are never sniffed: a log line that starts with `{` stays a string.
 */
export async function readBody(
  response: Response,
  kind: BodyKind,
  binaryAs: BinaryAs,
): Promise<unknown> {
  const type = response.headers.get('content-type') ?? '';
  if (kind === 'binary' && response.ok)
    return binaryAs === 'arraybuffer' ? response.arrayBuffer() : response.blob();
  const text = await response.text();
  if (kind === 'text' && response.ok) return text;
  if (text === '') return undefined;
  if (type.includes('json') || /^\s*[[{]/.test(text)) {
    try {
      return JSON.parse(text) as unknown;
    } catch {
      return text;
    }
  }
  return text;
}
