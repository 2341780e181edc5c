// Go values as oasdiff's tests write them (`uint64(13)`, `&openapi3.Types{"string"}`,
// `&openapi3.SchemaRef{Value: &openapi3.Schema{…}}`) → JSON; kin-openapi field names → keys.

/** kin-openapi's Go field names → the document's keys. */
export const FIELDS = {
  MaxLength: 'maxLength',
  MinLength: 'minLength',
  MinItems: 'minItems',
  MaxItems: 'maxItems',
  Max: 'maximum',
  Min: 'minimum',
  Type: 'type',
  Format: 'format',
  Required: 'required',
  Enum: 'enum',
  Nullable: 'nullable',
  Const: 'const',
  Default: 'default',
  Pattern: 'pattern',
  Description: 'description',
  Items: 'items',
  Put: 'put',
  Get: 'get',
  Post: 'post',
  RequestBody: 'requestBody',
};

/** Throws: the caller leaves the case out with this reason. */
export const fail = (why) => {
  throw new Error(why);
};

/** A Go literal the tests assign → its JSON value (`undefined` for `nil`: the key goes). */
export function goValue(text, values) {
  const t = text.trim().replace(/,$/, '');
  if (t === 'nil') return undefined;
  if (/^&?\w+$/.test(t) && values[t.replace('&', '')])
    return goValue(values[t.replace('&', '')], values);
  if (/^"/.test(t)) return JSON.parse(t);
  if (/^(true|false)$/.test(t)) return t === 'true';
  const number = t.match(/^(?:(?:uint64|float64)\()?(-?[\d.]+)\)?$/);
  if (number) return Number(number[1]);
  const list = t.match(/^&?(?:openapi3\.Types|\[\](?:string|any|interface\{\}))\{(.*)\}$/);
  if (list) {
    const items = list[1].trim() ? JSON.parse(`[${list[1]}]`) : [];
    return t.includes('Types') && items.length === 1 ? items[0] : items;
  }
  const body = t.match(
    /^&openapi3\.RequestBodyRef\{ ?Value: openapi3\.NewRequestBody\(\)\.WithRequired\((\w+)\),? ?\}$/,
  );
  if (body)
    return { required: body[1] === 'true', content: { 'application/json': { schema: {} } } };
  const schema = t.match(/^&?openapi3\.SchemaRef\{ ?Value: &openapi3\.Schema\{(.*)\},? ?\}$/);
  if (schema) return schemaLiteral(schema[1], values);
  if (t === 'openapi3.NewOperation()') return { responses: { default: { description: '' } } };
  return fail(`a Go value not translated: ${t}`);
}

function schemaLiteral(fields, values) {
  const out = {};
  for (const [, key, value] of fields.matchAll(
    /(\w+):\s*((?:&openapi3\.Types\{[^}]*\})|"[^"]*"|[^,]+)(?:,|$)/g,
  ))
    out[FIELDS[key] ?? fail(`a schema field not translated: ${key}`)] = goValue(value, values);
  return out;
}
