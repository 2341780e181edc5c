import { defineRule } from './define.js';

export const newOptionalRequestProperty = defineRule({
  id: 'new-optional-request-property',
  level: 'info',
  direction: 'request',
  message: 'new optional request property {location}',
  why: 'Old requests stay valid.',
  kind: 'property-added',
  site: 'request-body',
  when: (c) => !c.facts.required,
});
