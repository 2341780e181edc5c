/**
 * Flask-RESTX body parsers. `reqparse` arguments with `location='json'` are rendered by
 * flask-restx 1.3 (`swagger.py`, `build_request_body_parameters_schema`) as one Swagger 2.0
 * `in: body` parameter named `payload` whose inline `type: object` schema gives each
 * argument only its `type`: `required`, `choices` and `default` are lost. Every field then
 * looks optional although the server may refuse a body without it, so such a body is
 * marked `requiredness: 'unknown'`. A `required` key on the schema (an overlay's, even
 * `[]`) makes it known again.
 *
 * Query-parser bodies (`source: 'query-parser'`) are not marked: their arguments are
 * rendered as query parameters, and flask-restx writes `required: true` on those
 * (`reqparse.py`, `Argument.__schema__`), so their required-ness is documented.
 */
import type { RequestBody } from '../../ir/types.js';
import { resolvePointer } from '../../json/pointer.js';
import { report, type Context } from '../context.js';
import { isRecord, refOf, type Json } from '../json.js';

/** What the body parser writes per argument, and what probe's overlay may add to it. */
const TYPE_ISH = new Set(['type', 'items', 'format', 'pattern', 'enum', 'x-nullable']);

export function markBodyParser(ctx: Context, body: RequestBody): void {
  if (ctx.format !== 'swagger 2.0') return;
  const param = resolvePointer(ctx.source, body.pointer);
  if (!isRecord(param) || param.in !== 'body' || param.name !== 'payload') return;
  const schema = param.schema;
  if (!isRecord(schema) || !isParserSchema(schema)) return;
  body.requiredness = 'unknown';
  const names = Object.keys(schema.properties as Json).sort();
  report(
    ctx,
    'body-required-unknown',
    'warning',
    body.pointer,
    `Flask-RESTX body parser: the document does not say which of ${names.join(', ')} are required.`,
    'probe --allow-writes learns it; an overlay adding `required` settles it',
  );
}

function isParserSchema(schema: Json): boolean {
  if (refOf(schema) !== undefined || schema.type !== 'object' || 'required' in schema) return false;
  const properties = schema.properties;
  if (!isRecord(properties) || Object.keys(properties).length === 0) return false;
  return Object.values(properties).every(
    (p) => isRecord(p) && Object.keys(p).every((key) => TYPE_ISH.has(key)),
  );
}
