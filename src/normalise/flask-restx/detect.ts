/**
 * Is this document written by Flask-RESTX? Read from its habits (flask-restx 1.3
 * `swagger.py`), because the framework does not name itself anywhere in the document.
 * Signals, any one of which is enough (flask-restx writes Swagger 2.0; the same document
 * converted to OpenAPI 3.x keeps them, so a converted rendering reads the same):
 * - an `X-Fields` header parameter with `format: mask` (every `marshal_with` operation);
 * - top-level `responses` (3.x: `components.responses`) holding both `ParseError` and
 *   `MaskError` (always written, never referenced);
 * - operationIds of the `<method>_<resource>` form ending `_list` or `_resource` on at least
 *   half of the operations (`get_job_list`, `post_job_resource`: the default naming).
 */
import { isRecord, objectAt, type Json } from '../json.js';

const METHODS = ['get', 'put', 'post', 'delete', 'patch', 'head', 'options'];
const DEFAULT_ID = /^(get|put|post|delete|patch|head|options)_\w+?_(list|resource)(_\d+)?$/;

export function looksLikeFlaskRestx(source: Json): boolean {
  const responses =
    source.swagger === '2.0'
      ? objectAt(source, 'responses')
      : objectAt(objectAt(source, 'components'), 'responses');
  if (isRecord(responses.ParseError) && isRecord(responses.MaskError)) return true;
  // One pass over the operations, counting (asked of every document, once per operation:
  // no lists of items and operations made for it).
  const items = Object.values(objectAt(source, 'paths'));
  let operations = 0;
  let named = 0;
  for (let i = 0; i < items.length; i++) {
    const item = items[i];
    if (!isRecord(item)) continue;
    for (let m = 0; m < METHODS.length; m++) {
      const op = item[METHODS[m] as string];
      if (!isRecord(op)) continue;
      if (hasMaskHeader(op)) return true;
      operations += 1;
      if (DEFAULT_ID.test(String(op.operationId ?? ''))) named += 1;
    }
  }
  return operations > 0 && named * 2 >= operations;
}

function hasMaskHeader(op: Json): boolean {
  const parameters = Array.isArray(op.parameters) ? op.parameters : [];
  return parameters.some((p) => {
    if (!isRecord(p) || p.in !== 'header' || p.name !== 'X-Fields') return false;
    return p.format === 'mask' || (isRecord(p.schema) && p.schema.format === 'mask');
  });
}
