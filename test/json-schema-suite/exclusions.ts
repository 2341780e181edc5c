/**
 * What of the suite does not apply to OpenAPI schemas, and why; and which cases fail only
 * because types are inferred (the default). Keep in step with the "JSON-Schema-Test-Suite"
 * section of docs/validators.md.
 */

/** Whole files: keywords OpenAPI 3.0 / Swagger 2.0 schemas do not allow. */
export const EXCLUDED_FILES: Record<string, string> = {
  'draft4/additionalItems.json':
    'tuple validation (`items` as an array): not allowed by OpenAPI 3.0',
  'draft4/dependencies.json': '`dependencies` is not an OpenAPI 2.0 / 3.0 keyword',
  'draft4/patternProperties.json': '`patternProperties` is not an OpenAPI 2.0 / 3.0 keyword',
  'draft4/refRemote.json': 'remote `$ref`: documents are bundled before they reach the model',
  'draft4/definitions.json': 'validates against the draft-04 meta-schema by remote `$ref`',
  'draft4/optional/zeroTerminatedFloats.json': 'JavaScript cannot tell 1.0 from 1 after JSON.parse',
};

/** Groups (`file: description`) whose schema uses a keyword OpenAPI does not allow. */
export const EXCLUDED_GROUPS: Record<string, string> = {
  'draft4/additionalProperties.json: additionalProperties being false does not allow other properties':
    '`patternProperties` is not an OpenAPI 2.0 / 3.0 keyword',
  'draft4/properties.json: properties, patternProperties, additionalProperties interaction':
    '`patternProperties` is not an OpenAPI 2.0 / 3.0 keyword',
  'draft4/items.json: an array of schemas for items':
    'tuple validation (`items` as an array): not allowed by OpenAPI 3.0',
  'draft4/ref.json: remote ref, containing refs itself': 'remote `$ref`',
};

/** Single cases (`file: group / case`). */
export const EXCLUDED_CASES: Record<string, string> = {
  'draft4/optional/format.json: validation of URIs / a valid protocol-relative URI':
    'OpenAPI `format: uri` is an absolute URI (RFC 3986); later suite releases also call this invalid',
};

/**
 * Cases that fail only because `properties`/`additionalProperties` imply `type: object` and
 * `items` implies `type: array` by default (a non-object / non-array value is then refused;
 * in the `ref.json` cases, `{"foo": false}` reaches the typeless root through `$ref: "#"`).
 */
export const NOT_INFERRED: Record<'3.0.3' | '3.1.0', string[]> = {
  '3.0.3': [
    'draft4/items.json: a schema given for items / ignores non-arrays',
    'draft4/properties.json: object properties validation / ignores non-objects',
    'draft4/ref.json: root pointer ref / match',
    'draft4/ref.json: root pointer ref / recursive match',
  ],
  '3.1.0': [],
};
