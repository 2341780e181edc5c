/**
 * Request bodies: the documented `requestBody` (refs followed), or — for Flask-RESTX
 * request parsers — query parameters of a POST/PUT/PATCH without a body, which the
 * server reads from the JSON body (option `queryParserAsBody`, default true).
 */
import type { Parameter, RequestBody, Schema } from '../../ir/types.js';
import { compareStrings } from '../../ir/sort.js';
import { pointerOf, report, resolveRef, type Context } from '../context.js';
import { isRecord, refOf, type Json } from '../json.js';
import { child } from '../../json/pointer.js';
import { readContents } from './media.js';
import { looksLikeJobService } from '../auth.js';
import { markBodyParser } from './body-parser.js';

export function readBody(ctx: Context, op: Json, pointer: string): RequestBody | undefined {
  const ref = refOf(op.requestBody);
  const node = ref === undefined ? op.requestBody : resolveRef(ctx, ref);
  if (!isRecord(node)) return undefined;
  // Pointers to literal keys built by hand, not child() (see media.ts).
  const at = pointerOf(ctx, node, ref ?? `${pointer}/requestBody`);
  const body: RequestBody = {
    kind: 'request-body',
    required: node.required === true,
    contents: readContents(ctx, node.content, `${at}/content`),
    source: 'document',
    pointer: at,
  };
  if (typeof node.description === 'string') body.description = node.description;
  markBodyParser(ctx, body);
  return body;
}

const bodyMethods = new Set(['POST', 'PUT', 'PATCH']);

/** `queryParserAsBody`: forced on or off by configuration, else only for job-service documents. */
function queryParserApplies(ctx: Context): boolean {
  return ctx.options.queryParserAsBody ?? looksLikeJobService(ctx);
}

/** Moves query parameters into a JSON body when the operation has none; returns what stays. */
export function queryParserBody(
  ctx: Context,
  method: string,
  parameters: Parameter[],
  pointer: string,
): { body?: RequestBody; parameters: Parameter[] } {
  const query = parameters.filter((p) => p.location === 'query');
  if (!bodyMethods.has(method) || query.length === 0 || !queryParserApplies(ctx))
    return { parameters };
  const at = child(pointer, 'parameters');
  const schema: Schema = {
    kind: 'object',
    pointer: at,
    nullable: false,
    properties: query
      .map((p) => ({ name: p.name, required: p.required, schema: describe(p) }))
      .sort((a, b) => compareStrings(a.name, b.name)),
    additionalProperties: true,
  };
  report(
    ctx,
    'query-parser-as-body',
    'info',
    at,
    `${method} with query parameters and no body: ${query.map((p) => p.name).join(', ')} sent as a JSON body (Flask-RESTX request parser).`,
    'Set "queryParserAsBody": false to send them in the query string.',
  );
  const body: RequestBody = {
    kind: 'request-body',
    required: query.some((p) => p.required),
    contents: [
      { kind: 'media', mediaType: 'application/json', media: 'json', schema, pointer: at },
    ],
    source: 'query-parser',
    pointer: at,
  };
  return { body, parameters: parameters.filter((p) => p.location !== 'query') };
}

/** A parameter's description moves onto its property schema. */
function describe(p: Parameter): Schema {
  return p.description !== undefined && p.schema.description === undefined
    ? { ...p.schema, description: p.description }
    : p.schema;
}
