/**
 * What of the draft-04 suite does not apply to OpenAPI validators, and why. Keep in
 * step with the "JSON-Schema-Test-Suite" section of docs/validators.md.
 */

/** Whole files: keywords OpenAPI has no equivalent for. */
export const EXCLUDED_FILES: Record<string, string> = {
  'additionalItems.json': 'tuple validation (items as an array) does not exist in OpenAPI',
  'dependencies.json': 'dependencies is not an OpenAPI keyword',
  'patternProperties.json': 'patternProperties is not an OpenAPI 3.0 / Swagger 2.0 keyword',
  'refRemote.json': 'remote $ref: documents are bundled before they reach the model',
  'definitions.json': 'validates against the draft-04 meta-schema by remote $ref',
  'optional/zeroTerminatedFloats.json': 'JavaScript cannot tell 1.0 from 1 after JSON.parse',
};

/** Groups (`file: description`) whose schema uses a feature OpenAPI lacks. */
export const EXCLUDED_GROUPS: Record<string, string> = {
  'additionalProperties.json: additionalProperties being false does not allow other properties':
    'uses patternProperties',
  'properties.json: properties, patternProperties, additionalProperties interaction':
    'uses patternProperties',
  'enum.json: heterogeneous enum validation':
    'enum values that are objects or arrays (OpenAPI enums in the model are scalars)',
  'items.json: an array of schemas for items': 'tuple validation',
  'ref.json: relative pointer ref to array': 'tuple validation',
  'ref.json: remote ref, containing refs itself': 'remote $ref',
};

/** Single cases (`file: group / case`) where this old suite release disagrees with OpenAPI. */
export const EXCLUDED_CASES: Record<string, string> = {
  'optional/format.json: validation of URIs / a valid protocol-relative URI':
    'OpenAPI `format: uri` is an absolute URI (RFC 3986); later suite releases also call this invalid',
};
