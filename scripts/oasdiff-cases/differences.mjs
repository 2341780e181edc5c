// oasdiff test assertions that are not expected here, each with the reason: a principled
// difference (the change fails no client by docs/rules.md's level principle, or the document
// says something else than oasdiff reads in it), or a documented limit of the model. Keyed by
// `<test>|<check id>`, or `<test>` for every check of that test. Every entry must still be met
// by an assertion (the builder fails on a stale one).

const SCHEMA_2020 =
  "Left out: the changes sit inside JSON Schema 2020-12 keywords the model does not carry (`if`/`then`/`else`, `contains`, `propertyNames`, `unevaluated*`, `contentSchema`; `prefixItems` on an object), as for oasdiff's own `*-if-*`, `*-contains-*` … checks (docs/rules.md).";

const NO_TYPE = (keyword, applies) =>
  `Principled difference: \`${keyword}\` on a schema of another type constrains nothing (JSON Schema applies it to ${applies} only), so no value changes validity and no client can fail.`;

export const DIFFERENCES = new Map([
  [
    'checker/check_breaking_property_test.go:TestBreaking_ReqBodyBecameEnumAndTypeChanged|request-body-type-changed',
    'Principled difference: `type: int` is no JSON Schema type; it is read as no type (diagnostic `unknown-type`), so the body keeps the type of its values (the strings `VALUE_1`, `VALUE_2`). The enum is reported: `request-body-became-enum` (breaking).',
  ],
  ['checker/check_breaking_property_test.go:TestBreaking_AnyOf', NO_TYPE('required', 'objects')],
  [
    'checker/check_request_parameters_max_items_updated_test.go:TestRequestParameterMaxItemsDecreased',
    NO_TYPE('maxItems', 'arrays'),
  ],
  [
    'checker/check_request_parameters_max_updated_test.go:TestRequestParameterMaxDecreased',
    NO_TYPE('maximum', 'numbers'),
  ],
  [
    'checker/check_request_property_all_of_updated_test.go:TestRequestPropertyAllOfAdded_WithSources_Inline',
    'Principled difference: the `allOf` member added declares one optional property (`prop3`) and nothing else; merged into the body object it refuses nothing the old client sends. Reported as `new-optional-request-property` (info).',
  ],
  [
    'checker/check_sub_schema_traversal_test.go:TestSubSchemaTraversalMinLengthChanged',
    SCHEMA_2020,
  ],
  ['checker/check_sub_schema_traversal_test.go:TestSubSchemaTraversalAddedProperty', SCHEMA_2020],
  ['checker/check_sub_schema_traversal_test.go:TestSubSchemaTraversalMinChanged', SCHEMA_2020],
  [
    'checker/check_sub_schema_traversal_test.go:TestNotSubSchemaTraversalModifiedProperty',
    'Left out: the change sits inside `not`, which the diff does not compare. (Here it would not break anyway: a shorter `maxLength` inside `not` excludes fewer values, so the body accepts more.)',
  ],
  [
    'checker/check_sub_schema_traversal_test.go:TestNotSubSchemaTraversalAddedProperty',
    'Left out: the change sits inside `not` (a different `required` list there), which the diff does not compare.',
  ],
  [
    'checker/check_webhook_operation_test.go:TestWebhookOperationChangesDetected',
    'Principled difference: the change is inside a webhook, a call the installation makes to receivers; the generated client makes no webhook calls, so it cannot fail (as for `webhook-removed`, a warning here).',
  ],
]);

const FORMAT =
  'Principled difference: a changed `format` is `*-format-changed` here, a warning (docs/rules.md: a new format may or may not accept the old values), where oasdiff counts it as a changed type (ERR).';
const NOT_JSON =
  'Principled difference: the constraint sits in an `application/xml` response body; the generated client reads JSON results and never parses or validates an XML body, so no client can fail on it.';
const UNSPECIFIED =
  'Principled difference: a schema documented where there was none (or dropped) is `api-schema-changed` (info) here: documents of this kind leave schemas out all the time, and the old client typed the value as unknown, so no compiled code or validation depends on it.';

const CHECKER = 'checker/check_';
/** Tests whose changes are keywords on a schema of another type (no value changes validity). */
const NO_EFFECT = [
  [
    'request_property_max_length_updated_test.go:TestRequestBodyMaxLengthIncreasedCheck',
    'maxLength',
    'strings',
  ],
  [
    'request_property_min_length_updated_test.go:TestRequestBodyMinLengthIncreased',
    'minLength',
    'strings',
  ],
  ['request_property_max_updated_test.go:TestRequestBodyMaxDecreasedCheck', 'maximum', 'numbers'],
  [
    'request_property_max_updated_test.go:TestRequestPropertyMaxDecreasedCheck',
    'maximum',
    'numbers',
  ],
  [
    'request_property_type_changed_test.go:TestRequestBodyFormatChangedCheck',
    'format',
    'strings and numbers',
  ],
  [
    'request_parameters_type_changed_test.go:TestResponsePropertyFormatRemovedCheck',
    'properties',
    'objects',
  ],
  [
    'response_property_type_changed_test.go:TestResponsePropertyTypeChangedCheck',
    'properties',
    'objects',
  ],
  [
    'response_property_type_changed_test.go:TestResponsePropertyFormatChangedCheck',
    'properties',
    'objects',
  ],
  [
    'response_property_type_changed_test.go:TestResponseSchemaTypeMultiCheck',
    'properties',
    'objects',
  ],
];
for (const [test, keyword, applies] of NO_EFFECT)
  DIFFERENCES.set(CHECKER + test, NO_TYPE(keyword, applies));

/** Reported by another rule here, at the level docs/rules.md gives: `{ rules, why }`. */
const OTHER_RULE = [
  [
    'request_parameters_type_changed_test.go:TestRequestPathParamFormatChanged',
    ['request-parameter-format-changed'],
    FORMAT,
  ],
  [
    'request_parameters_type_changed_test.go:TestRequestQueryParamFormatChanged',
    ['request-parameter-format-changed'],
    FORMAT,
  ],
  [
    'request_parameters_type_changed_test.go:TestRequestQueryHeaderFormatChanged',
    ['request-parameter-format-changed'],
    FORMAT,
  ],
  [
    'request_property_type_changed_test.go:TestRequestPropertyFormatChangedCheck',
    ['request-property-format-changed'],
    FORMAT,
  ],
  [
    'breaking_min_max_test.go:TestBreaking_RequestMaxLengthSmaller',
    ['request-parameter-enum-value-removed'],
    'Principled difference: the parameter is an enum; a `maxLength` beside an enum is applied to its values, so the shorter limit removes the values it no longer admits: `request-parameter-enum-value-removed` (breaking).',
  ],
  [
    'breaking_test.go:TestBreaking_NewPathParam',
    ['request-parameter-became-enum'],
    'Principled difference: the path template already names `{project}`; where the document does not declare it, the parameter is implied (a string), so the old client already sends it. The declaration added restricts it to an enum: `request-parameter-became-enum` (breaking).',
  ],
];
for (const [test, rules, why] of OTHER_RULE) DIFFERENCES.set(CHECKER + test, { rules, why });

for (const test of [
  'TestBreaking_MinLengthSmaller',
  'TestBreaking_ResponseMaxLengthToNil',
  'TestBreaking_ResponseMinItemsSmaller',
])
  DIFFERENCES.set(`${CHECKER}breaking_min_max_test.go:${test}`, NOT_JSON);
for (const test of [
  'request_property_type_changed_test.go:TestRequestBodyTypeAddedFromUntypedStillBreaking',
  'response_property_type_changed_test.go:TestResponseBodyTypeRemovedStillBreaking',
])
  DIFFERENCES.set(CHECKER + test, UNSPECIFIED);
DIFFERENCES.set(
  `${CHECKER}breaking_test.go:TestBreaking_ResponseHeaderRemoved`,
  'Principled difference: the header belongs to the `default` response, which is no success response; the client returns the body of a success response and never reads headers, so response headers are compared on success responses only (and removing one is a warning: `response-header-removed`).',
);
DIFFERENCES.set(
  `${CHECKER}breaking_test.go:TestBreaking_RequestBodyEnumRemoved`,
  'Principled difference: `enum: []` is not a valid enum (OpenAPI requires at least one value); it is read as no enum (diagnostic `empty-enum`), so the body accepts what its type does, as before the enum: nothing the old client sends is refused.',
);
