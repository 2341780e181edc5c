/** Facts about the document as a whole: its format, base path, title and version. */
import type { DocumentFormat } from '../ir/types.js';
import { report, type Context } from './context.js';
import { arrayAt, isRecord, objectAt, stringAt, type Json } from './json.js';

export interface FormatFacts {
  format: DocumentFormat;
  formatVersion: string;
}

/**
 * `swagger: "2.0"`, `openapi: 3.0.x` or `3.1.x`, tolerantly: anything else is read as 3.0
 * with `known: false` (a diagnostic), because `normalise()` may be given a document that
 * did not pass the loader's gate (`loader/format.ts` `requireOpenApiFormat`, which throws).
 */
export function formatFacts(document: Json): FormatFacts & { known: boolean } {
  const swagger = document.swagger;
  if (swagger === '2.0' || swagger === 2)
    return { format: 'swagger 2.0', formatVersion: '2.0', known: true };
  const openapi = stringAt(document, 'openapi') ?? '';
  if (openapi.startsWith('3.1'))
    return { format: 'openapi 3.1', formatVersion: openapi, known: true };
  return {
    format: 'openapi 3.0',
    formatVersion: openapi || '3.0.0',
    known: openapi.startsWith('3.0'),
  };
}

/**
 * `/api`: Swagger 2.0 `basePath`, or the path of the first server URL (variables
 * replaced by their defaults). No trailing slash, so `basePath + path` is always right;
 * `/` becomes the empty string.
 */
export function basePathOf(ctx: Context): string {
  if (ctx.format === 'swagger 2.0') return trim(stringAt(ctx.source, 'basePath') ?? '');
  const server = arrayAt(ctx.document, 'servers').find(isRecord);
  if (server === undefined) return '';
  const variables = objectAt(server, 'variables');
  const url = (stringAt(server, 'url') ?? '').replace(/\{([^}]+)\}/g, (_m, name: string) => {
    const variable = variables[name];
    return isRecord(variable) && typeof variable.default === 'string' ? variable.default : '';
  });
  const path = url.replace(/^[a-z][a-z0-9+.-]*:\/\/[^/]*/i, '');
  return trim(path.split(/[?#]/)[0] ?? '');
}

function trim(path: string): string {
  const stripped = path.replace(/\/+$/, '');
  return stripped === '' ? '' : stripped.startsWith('/') ? stripped : `/${stripped}`;
}

export function reportDocumentFacts(ctx: Context, known: boolean): void {
  if (!known)
    report(
      ctx,
      'not-openapi',
      'error',
      '#',
      'Neither `swagger: "2.0"` nor `openapi: 3.x`; read as OpenAPI 3.0.',
    );
  if (isRecord(ctx.document.webhooks) && Object.keys(ctx.document.webhooks).length > 0) {
    report(
      ctx,
      'webhooks-ignored',
      'info',
      '#/webhooks',
      'Webhooks are calls the service makes, not part of the client; left out.',
    );
  }
}

/** What the diff needs of the document beyond operations: global security and webhooks. */
export function documentSurface(ctx: Context): { security?: string[]; webhooks?: string[] } {
  const surface: { security?: string[]; webhooks?: string[] } = {};
  if (Array.isArray(ctx.document.security)) {
    const names = ctx.document.security
      .filter(isRecord)
      .map((r) => Object.keys(r).sort().join('+'));
    surface.security = [...new Set(names)].sort();
  }
  if (isRecord(ctx.document.webhooks)) surface.webhooks = Object.keys(ctx.document.webhooks).sort();
  return surface;
}
