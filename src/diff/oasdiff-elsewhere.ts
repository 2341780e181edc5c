import {
  bodyRule,
  boundAsMoved,
  compositeRule,
  constRule,
  constraintRule,
  headerPropertyRule,
  patternPropertyRule,
  typeChanged,
} from './oasdiff-ids.js';

/**
 * oasdiff's checks (fixtures/oasdiff/checks.txt) that are not rules here under their own id,
 * in groups: the rule that reports the same change here, or why it is left out. An id goes
 * to the first group whose globs match it; test/diff/oasdiff.test.ts checks that every
 * check has a home and that no group is empty. Rendered into docs/rules.md.
 */
export interface ElsewhereGroup {
  ids: string[];
  here: string;
  /**
   * The rules here that report an id of the group (none: the group is left out, or this id of
   * it is). fixtures/oasdiff/cases.json is built with it; a test checks that every id it names
   * is a rule.
   */
  rules?: (id: string) => string[];
}

const SCHEMA_2020 =
  'Left out: JSON Schema 2019-09/2020-12 keywords the model does not carry. The generated types and validators ignore them too, so no generated client can fail on them.';

export const OASDIFF_ELSEWHERE: readonly ElsewhereGroup[] = [
  {
    ids: ['*-prefix-items-*'],
    here: 'The `*-type-changed` rules: the model reads `prefixItems` as items of any of the listed types (with `items`), so tuple positions added or removed change the item type.',
    rules: (id) => [typeChanged(id.replace(/-prefix-items-.*$/, '-type-changed'))],
  },
  {
    ids: ['*-pattern-property-*'],
    here: 'The model merges `patternProperties` into `additionalProperties`: `request-property-additional-properties-tightened` (breaking) for a pattern added to a request, `response-property-constraint-loosened` / `-tightened` for responses, `api-schema-changed` for a request pattern removed.',
    rules: (id) => [patternPropertyRule(id)],
  },
  {
    ids: ['*-const-*'],
    here: 'A `const` is read as a one-value enum: the enum rules report it (`*-became-enum`, `request-property-enum-value-removed`, `response-property-enum-value-added`, and `response-property-constraint-loosened` for an enum dropped from a response).',
    rules: (id) => [constRule(id)],
  },
  {
    ids: [
      '*-contains-*',
      '*-if-*',
      '*-then-*',
      '*-else-*',
      '*-dependent-*',
      '*-unevaluated-*',
      '*-property-names-*',
      '*-content-*',
    ],
    here: SCHEMA_2020,
  },
  {
    ids: ['response-header-*'],
    here: 'Left out: the model keeps response header names only (the client does not return headers).',
  },
  {
    ids: ['response-*write-only-property-*', 'request-read-only-property-*'],
    here: 'Not reported: write-only properties are not part of responses, nor read-only ones of requests, in the generated types and validators.',
  },
  {
    ids: [
      'request-body-max-*',
      'request-body-min-*',
      'request-body-exclusive-*',
      'request-body-enum-value-removed',
      'request-body-type-*',
      'request-body-became-*nullable',
      'request-body-list-of-types-*',
    ],
    here: 'The `request-property-*` rules, at location `body` (the body is the root property).',
    rules: (id) => [bodyRule(id)],
  },
  {
    ids: [
      'response-body-max-*',
      'response-body-min-*',
      'response-body-exclusive-*',
      'response-body-type-*',
      'response-body-became-*nullable',
      'response-body-list-of-types-*',
    ],
    here: 'The `response-property-*` rules at location `result` (`response-property-constraint-loosened`, `-type-changed`, `-became-nullable` …).',
    rules: (id) => [bodyRule(id)],
  },
  {
    ids: [
      '*-exclusive-max-decreased',
      '*-exclusive-min-increased',
      '*-max-set',
      '*-min-set',
      '*-max-length-set',
      '*-min-items-set',
      '*-exclusive-max-set',
      '*-exclusive-min-set',
    ],
    here: 'The `*-max-decreased` / `*-min-increased` / `*-max-length-decreased` / `*-min-items-increased` rules: exclusive bounds count as bounds, and a bound set where there was none is a bound moved in from "no limit".',
    rules: (id) => [constraintRule(id)],
  },
  {
    ids: ['*-exclusive-max-increased', '*-exclusive-min-decreased'],
    here: 'The `*-max-increased` / `*-min-decreased` rules (requests); `response-property-constraint-loosened` (responses).',
    rules: (id) => [constraintRule(id)],
  },
  {
    ids: ['response-property-max-*', 'response-property-min-*', 'response-property-pattern-*'],
    here: '`response-property-constraint-loosened` (breaking: old validators reject the new values) and `response-property-constraint-tightened` (info).',
    rules: (id) => [constraintRule(id)],
  },
  {
    ids: [
      '*-type-generalized',
      '*-type-specialized',
      '*-type-compatible',
      '*-list-of-types-*',
      '*-pattern-generalized',
    ],
    here: 'The `*-type-changed` and `*-pattern-changed` rules: a type or pattern that only widens is still a different contract for the regenerated client.',
    rules: (id) => [typeChanged(id)],
  },
  {
    ids: ['request-parameter-property-*'],
    here: "The `request-parameter-*` rules at the property's location (`query.filter.owner`); nullability of parameters is not compared (parameters are never null on the wire).",
    rules: (id) =>
      id.includes('nullable')
        ? []
        : [boundAsMoved(id.replace('request-parameter-property-', 'request-parameter-'))],
  },
  {
    ids: ['request-parameter-became-*nullable'],
    here: 'Left out: parameters are never null on the wire (a query string has no null).',
  },
  {
    ids: ['response-media-type-added', 'response-media-type-removed', 'response-media-type-name-*'],
    here: '`response-mediatype-added` / `response-mediatype-removed` (oasdiff has both spellings).',
    rules: (id) => [
      id.endsWith('added') ? 'response-mediatype-added' : 'response-mediatype-removed',
    ],
  },
  {
    ids: ['required-response-header-removed', 'optional-response-header-removed'],
    here: '`response-header-removed` (warning: the generated client returns the body, not headers).',
    rules: () => ['response-header-removed'],
  },
  {
    ids: ['request-required-property-became-*', 'request-optional-property-became-*'],
    here: '`request-property-became-read-only` / `-not-read-only`, `new-required-request-property`, `request-property-removed` (read-only and write-only decide which side of the wire a property is on).',
    rules: (id) =>
      id.includes('read-only')
        ? [id.replace(/^request-(required|optional)-property-/, 'request-property-')]
        : [],
  },
  {
    ids: ['response-required-property-became-*', 'response-optional-property-became-*'],
    here: '`response-property-became-write-only` / `-not-write-only`.',
    rules: (id) =>
      id.includes('write-only')
        ? [id.replace(/^response-(required|optional)-property-/, 'response-property-')]
        : [],
  },
  {
    ids: ['new-required-request-header-property', 'request-header-property-*'],
    here: "Properties of object-valued header parameters: `new-required-request-property` and the `request-parameter-*` rules at the property's location (`header.X-Filter.owner`), as for any parameter's properties.",
    rules: (id) => [headerPropertyRule(id)],
  },
  {
    ids: [
      'new-required-request-property-with-default',
      'request-property-became-required-with-default',
    ],
    here: '`new-required-request-property` / `request-property-became-required`: a default does not make an omitted required property valid.',
    rules: (id) => [id.replace('-with-default', '')],
  },
  {
    ids: [
      '*-media-type-schema-*',
      '*-all-of-*',
      '*-any-of-*',
      '*-one-of-*',
      '*-wrapped-in-one-of',
      '*-discriminator-*',
    ],
    here: "The `*-any-of-*` / `*-one-of-*` / `*-all-of-*` rules at the body's location (`body`, `result`) where the change can fail a client (a request variant removed or `allOf` member added, a response variant added); a body wrapped in a `oneOf` is a changed type; the rest `api-schema-changed` (info: a schema documented where there was none, a request variant added, a response variant removed), or a property-level rule where the merged `allOf` object changed.",
    rules: (id) => [compositeRule(id)],
  },
  {
    ids: ['*-default-value-*'],
    here: 'Left out: the generated client never fills in defaults, so no old call fails or stops compiling; what the server assumes for a missing value is behaviour, not the contract.',
  },
  {
    ids: ['*x-extensible-enum*'],
    here: 'Left out: the `x-extensible-enum` extension is not read; enums follow `enum`.',
  },
  {
    ids: [
      'request-parameter-removed-*',
      'request-parameter-sunset-*',
      'request-parameter-deprecated*',
      'request-parameter-reactivated',
    ],
    here: '`request-parameter-removed` (breaking with or without notice: code passing it stops compiling); deprecating a parameter is not reported.',
    rules: (id) =>
      id.startsWith('request-parameter-removed-') ? ['request-parameter-removed'] : [],
  },
  {
    ids: [
      '*-sunset-*',
      'sunset-deleted',
      '*-stability-*',
      'api-invalid-stability-level',
      'endpoint-deprecated-with-sunset',
    ],
    here: 'Left out: deprecation-policy checks (minimum sunset periods, `x-stability-level`). Here `x-sunset` decides one thing: whether a removal came before or after the announced date (`api-removed-before-sunset`); `endpoint-deprecated` reports a deprecation with or without a date.',
  },
  {
    ids: ['*-property-deprecated*', '*-property-reactivated'],
    here: 'Left out: a deprecated property changes neither the wire nor the generated types.',
  },
  {
    ids: ['api-operation-id-*'],
    here: '`api-client-method-renamed` when the generated method name changes with it; otherwise nothing changes for the client.',
    rules: () => ['api-client-method-renamed'],
  },
  {
    ids: ['api-security-component-*', 'api-security-scope-*', 'api-global-security-scope-*'],
    here: 'Left out: the model knows one login scheme (the Session and Token headers): `api-security-scheme-changed` reports their names; OAuth flows and scopes are not modelled.',
  },
  {
    ids: ['api-tag-*', 'api-version-*', 'api-major-version-not-bumped', 'api-schema-removed'],
    here: 'Left out: tags and `info.version` do not change the client; a removed component is reported where an operation used it.',
  },
];
