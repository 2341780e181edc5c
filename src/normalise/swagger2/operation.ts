/**
 * One Swagger 2.0 operation in the 3.x shape: path-item parameters merged in, `body`
 * and `formData` parameters become a `requestBody` (one content per `consumes` type,
 * multipart when a file is uploaded), response schemas get one content per `produces`
 * type, `collectionFormat` becomes `style`/`explode`.
 */
import { arrayAt, isRecord, objectAt, own, refOf, textOf, type Json } from '../json.js';
import { child, resolvePointer } from '../../json/pointer.js';
import { formBody, jsonBody } from './body.js';
import { strings, upgradeResponses } from './responses.js';

export interface Swagger2Defaults {
  source: Json;
  /** Upgraded parameters by original node: a shared parameter stays one node (and is converted once). */
  upgraded: Map<Json, Json>;
  origin: Map<object, string>;
  consumes: unknown[];
  produces: unknown[];
}

export interface Located {
  node: Json;
  pointer: string;
}

export function upgradeOperation(
  op: Json,
  pointer: string,
  item: Json,
  itemPointer: string,
  d: Swagger2Defaults,
): Json {
  const params = mergeParameters(
    located(d, arrayAt(item, 'parameters'), child(itemPointer, 'parameters')),
    located(d, arrayAt(op, 'parameters'), child(pointer, 'parameters')),
  );
  const consumes = Array.isArray(op.consumes) ? op.consumes : d.consumes;
  const produces = Array.isArray(op.produces) ? op.produces : d.produces;
  // Built by omission, never `delete`: deleting keys slows every later access to the object.
  const { consumes: _c, produces: _p, ...rest } = op;
  const out: Json = {
    ...rest,
    responses: upgradeResponses(
      objectAt(op, 'responses'),
      child(pointer, 'responses'),
      produces,
      d,
    ),
  };
  out.parameters = params
    .filter((p) => p.node.in !== 'body' && p.node.in !== 'formData')
    .map((p) => upgradeParameter(p, d));
  const body = params.find((p) => p.node.in === 'body');
  const form = params.filter((p) => p.node.in === 'formData');
  if (body) out.requestBody = jsonBody(body, strings(consumes), d.origin);
  else if (form.length > 0)
    out.requestBody = formBody(form, strings(consumes), child(pointer, 'parameters'), d.origin);
  return out;
}

/** Parameters with their pointers, `$ref`s followed (the pointer is then the target's). */
function located(d: Swagger2Defaults, list: unknown[], pointer: string): Located[] {
  return list.flatMap((raw, index) => {
    const ref = refOf(raw);
    const node = ref === undefined ? raw : resolvePointer(d.source, ref);
    return isRecord(node) ? [{ node, pointer: ref ?? child(pointer, index) }] : [];
  });
}

/** Operation parameters override path-item parameters with the same name and location. */
export function mergeParameters(pathLevel: Located[], opLevel: Located[]): Located[] {
  const key = (p: Located) => `${textOf(p.node.in)}:${textOf(p.node.name)}`;
  const own = new Set(opLevel.map(key));
  return [...pathLevel.filter((p) => !own.has(key(p))), ...opLevel];
}

const styles: Record<string, { style: string; explode: boolean }> = {
  csv: { style: 'form', explode: false },
  multi: { style: 'form', explode: true },
  ssv: { style: 'spaceDelimited', explode: false },
  pipes: { style: 'pipeDelimited', explode: false },
  // No OAS 3 style exists for tabs: the 3.x reader knows this private one.
  tsv: { style: 'tabDelimited', explode: false },
};

/** The parameter object is also its own schema in 2.0: split the two apart. */
export function paramSchema(p: Located, origin: Map<object, string>): Json {
  const {
    name: _n,
    in: _i,
    required: _r,
    description: _d,
    collectionFormat: _c,
    allowEmptyValue: _a,
    ...schema
  } = p.node;
  origin.set(schema, p.pointer);
  return schema;
}

function upgradeParameter(p: Located, d: Swagger2Defaults): Json {
  const known = d.upgraded.get(p.node);
  if (known !== undefined) return known;
  const { name, in: location, required, description, deprecated } = p.node;
  const out: Json = {
    name,
    in: location,
    required: required === true,
    schema: paramSchema(p, d.origin),
  };
  if (description !== undefined) out.description = description;
  if (deprecated !== undefined) out.deprecated = deprecated;
  if (p.node.type === 'array') {
    const format = typeof p.node.collectionFormat === 'string' ? p.node.collectionFormat : 'csv';
    const style = own(styles, format) ?? styles.csv;
    Object.assign(
      out,
      location === 'path' || location === 'header' ? { style: 'simple', explode: false } : style,
    );
  }
  d.origin.set(out, p.pointer);
  d.upgraded.set(p.node, out);
  return out;
}
