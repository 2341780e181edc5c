import { defineRule } from './define.js';

export const requestPropertyAdditionalPropertiesTightened = defineRule({
  id: 'request-property-additional-properties-tightened',
  level: 'breaking',
  direction: 'request',
  message:
    'request object {location} accepts fewer extra properties: additionalProperties {old} → {new}',
  why: 'Extra properties the old client may send (any, before) must now match a schema (`additionalProperties`, or `patternProperties`, which the model merges into it) or are refused.',
  oasdiff: 'request-property-pattern-property-added',
  kind: 'constraint-changed',
  site: 'request-body',
  when: (c) => c.subject === 'additionalProperties' && c.tightened,
});
