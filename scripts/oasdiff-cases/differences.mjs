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
