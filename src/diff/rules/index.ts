import type { Rule } from './define.js';
import { REQUEST_VALUE_RULES } from './request-values.js';
import { apiPathRemovedWithoutDeprecation } from './api-path-removed-without-deprecation.js';
import { apiPathRemovedWithDeprecation } from './api-path-removed-with-deprecation.js';
import { apiRemovedWithoutDeprecation } from './api-removed-without-deprecation.js';
import { apiRemovedWithDeprecation } from './api-removed-with-deprecation.js';
import { endpointAdded } from './endpoint-added.js';
import { endpointDeprecated } from './endpoint-deprecated.js';
import { endpointReactivated } from './endpoint-reactivated.js';
import { apiSecurityAdded } from './api-security-added.js';
import { apiSecurityRemoved } from './api-security-removed.js';
import { apiSecuritySchemeChanged } from './api-security-scheme-changed.js';
import { apiAccessLevelRaised } from './api-access-level-raised.js';
import { apiAccessLevelLowered } from './api-access-level-lowered.js';
import { apiClientMethodRenamed } from './api-client-method-renamed.js';
import { generatedNameChanged } from './generated-name-changed.js';
import { newRequiredRequestParameter } from './new-required-request-parameter.js';
import { newOptionalRequestParameter } from './new-optional-request-parameter.js';
import { requestParameterRemoved } from './request-parameter-removed.js';
import { requestParameterLocationChanged } from './request-parameter-location-changed.js';
import { requestPathParameterRenamed } from './request-path-parameter-renamed.js';
import { requestBodyAddedRequired } from './request-body-added-required.js';
import { requestBodyAddedOptional } from './request-body-added-optional.js';
import { requestBodyRemoved } from './request-body-removed.js';
import { requestBodyBecameRequired } from './request-body-became-required.js';
import { requestBodyBecameOptional } from './request-body-became-optional.js';
import { requestBodyMediaTypeRemoved } from './request-body-media-type-removed.js';
import { requestBodyMediaTypeAdded } from './request-body-media-type-added.js';
import { newRequiredRequestProperty } from './new-required-request-property.js';
import { newOptionalRequestProperty } from './new-optional-request-property.js';
import { newRequestPropertyRequiredUnknown } from './new-request-property-required-unknown.js';
import { requestPropertyRemoved } from './request-property-removed.js';
import { requestPropertyBecameNotNullable } from './request-property-became-not-nullable.js';
import { requestPropertyBecameNullable } from './request-property-became-nullable.js';
import { responseSuccessStatusRemoved } from './response-success-status-removed.js';
import { responseSuccessStatusAdded } from './response-success-status-added.js';
import { responseNonSuccessStatusRemoved } from './response-non-success-status-removed.js';
import { responseNonSuccessStatusAdded } from './response-non-success-status-added.js';
import { responseMediatypeRemoved } from './response-mediatype-removed.js';
import { responseMediatypeAdded } from './response-mediatype-added.js';
import { responseResultShapeChanged } from './response-result-shape-changed.js';
import { responsePropertyBecameOptional } from './response-property-became-optional.js';
import { responsePropertyBecameRequired } from './response-property-became-required.js';
import { responsePropertyBecameNullable } from './response-property-became-nullable.js';
import { responsePropertyBecameNotNullable } from './response-property-became-not-nullable.js';
import { responsePropertyTypeChanged } from './response-property-type-changed.js';
import { responsePropertyFormatChanged } from './response-property-format-changed.js';
import { responsePropertyEnumValueAdded } from './response-property-enum-value-added.js';
import { responsePropertyEnumValueRemoved } from './response-property-enum-value-removed.js';
import { responsePropertyConstraintLoosened } from './response-property-constraint-loosened.js';
import { responsePropertyConstraintTightened } from './response-property-constraint-tightened.js';
import { apiSchemaChanged } from './api-schema-changed.js';
import { requestPropertyAnyOfRemoved } from './request-property-any-of-removed.js';
import { requestPropertyAdditionalPropertiesTightened } from './request-property-additional-properties-tightened.js';
import { requestPropertyOneOfRemoved } from './request-property-one-of-removed.js';
import { requestPropertyAllOfAdded } from './request-property-all-of-added.js';
import { responsePropertyOneOfAdded } from './response-property-one-of-added.js';
import { responsePropertyAnyOfAdded } from './response-property-any-of-added.js';
import { responseHeaderRemoved } from './response-header-removed.js';
import { responseHeaderAdded } from './response-header-added.js';
import { newRequestPathParameter } from './new-request-path-parameter.js';
import { requestPropertyBecameReadOnly } from './request-property-became-read-only.js';
import { requestPropertyBecameNotReadOnly } from './request-property-became-not-read-only.js';
import { responsePropertyBecameWriteOnly } from './response-property-became-write-only.js';
import { responsePropertyBecameNotWriteOnly } from './response-property-became-not-write-only.js';
import { requestParameterArrayFormatChanged } from './request-parameter-array-format-changed.js';
import { apiPathRemovedBeforeSunset } from './api-path-removed-before-sunset.js';
import { apiRemovedBeforeSunset } from './api-removed-before-sunset.js';
import { apiGlobalSecurityAdded } from './api-global-security-added.js';
import { apiGlobalSecurityRemoved } from './api-global-security-removed.js';
import { webhookAdded } from './webhook-added.js';
import { webhookRemoved } from './webhook-removed.js';
import { newRequiredRequestDefaultParameterToExistingPath } from './new-required-request-default-parameter-to-existing-path.js';
import { newOptionalRequestDefaultParameterToExistingPath } from './new-optional-request-default-parameter-to-existing-path.js';
import { requestHeaderFieldMaskRemoved } from './request-header-field-mask-removed.js';
import { requestParameterPropertyTypeChanged } from './request-parameter-property-type-changed.js';
import { requestBodyBecameEnum } from './request-body-became-enum.js';
import { responseRequiredPropertyRemoved } from './response-required-property-removed.js';
import { responseOptionalPropertyRemoved } from './response-optional-property-removed.js';
import { responseRequiredPropertyAdded } from './response-required-property-added.js';
import { responseOptionalPropertyAdded } from './response-optional-property-added.js';
import { responsePropertyFormatAdded } from './response-property-format-added.js';
import { responseMediatypeEnumValueRemoved } from './response-mediatype-enum-value-removed.js';

/**
 * The rule registry: every rule, once. Its order means nothing: a change is judged by the
 * matching rule that overrides the others (precedence.ts), or by the fallback
 * `api-schema-changed` when none matches, so no change goes unreported.
 * docs/rules.md is generated from this table (`node scripts/gen-rules-doc.mjs`).
 */
export const RULES: readonly Rule[] = [
  apiPathRemovedWithoutDeprecation,
  apiPathRemovedBeforeSunset,
  apiPathRemovedWithDeprecation,
  apiRemovedWithoutDeprecation,
  apiRemovedBeforeSunset,
  apiRemovedWithDeprecation,
  endpointAdded,
  endpointDeprecated,
  endpointReactivated,
  apiSecurityAdded,
  apiSecurityRemoved,
  apiSecuritySchemeChanged,
  apiGlobalSecurityAdded,
  apiGlobalSecurityRemoved,
  webhookAdded,
  webhookRemoved,
  apiAccessLevelRaised,
  apiAccessLevelLowered,
  apiClientMethodRenamed,
  generatedNameChanged,
  newRequestPathParameter,
  newRequiredRequestDefaultParameterToExistingPath,
  newOptionalRequestDefaultParameterToExistingPath,
  newRequiredRequestParameter,
  newOptionalRequestParameter,
  requestHeaderFieldMaskRemoved,
  requestParameterRemoved,
  requestParameterLocationChanged,
  requestPathParameterRenamed,
  requestParameterPropertyTypeChanged,
  requestBodyBecameEnum,
  ...REQUEST_VALUE_RULES,
  requestBodyAddedRequired,
  requestBodyAddedOptional,
  requestBodyRemoved,
  requestBodyBecameRequired,
  requestBodyBecameOptional,
  requestBodyMediaTypeRemoved,
  requestBodyMediaTypeAdded,
  requestPropertyBecameNotReadOnly,
  newRequiredRequestProperty,
  newOptionalRequestProperty,
  newRequestPropertyRequiredUnknown,
  requestPropertyBecameReadOnly,
  requestPropertyRemoved,
  requestPropertyBecameNotNullable,
  requestPropertyBecameNullable,
  responseSuccessStatusRemoved,
  responseSuccessStatusAdded,
  responseNonSuccessStatusRemoved,
  responseNonSuccessStatusAdded,
  responseMediatypeRemoved,
  responseMediatypeAdded,
  responseResultShapeChanged,
  responsePropertyBecameWriteOnly,
  responseRequiredPropertyRemoved,
  responseOptionalPropertyRemoved,
  responsePropertyBecameNotWriteOnly,
  responseRequiredPropertyAdded,
  responseOptionalPropertyAdded,
  responsePropertyBecameOptional,
  responsePropertyBecameRequired,
  responsePropertyBecameNullable,
  responsePropertyBecameNotNullable,
  responsePropertyTypeChanged,
  responsePropertyFormatAdded,
  responsePropertyFormatChanged,
  responsePropertyEnumValueAdded,
  responseMediatypeEnumValueRemoved,
  responsePropertyEnumValueRemoved,
  responsePropertyConstraintLoosened,
  responsePropertyConstraintTightened,
  requestParameterArrayFormatChanged,
  responseHeaderRemoved,
  responseHeaderAdded,
  requestPropertyAnyOfRemoved,
  requestPropertyAdditionalPropertiesTightened,
  requestPropertyOneOfRemoved,
  requestPropertyAllOfAdded,
  responsePropertyOneOfAdded,
  responsePropertyAnyOfAdded,
  apiSchemaChanged,
];

export type { Rule } from './define.js';
