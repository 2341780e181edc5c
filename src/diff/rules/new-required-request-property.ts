import { defineRule } from './define.js';

export const newRequiredRequestProperty = defineRule({
  id: 'new-required-request-property',
  level: 'breaking',
  direction: 'request',
  message: 'new required request property {location}',
  why: 'Requests built for the old document do not send it and are rejected (in a body, or in an object-valued parameter: `header.X-Filter.owner`).',
  kind: 'property-added',
  // A body's properties, and those of an object-valued parameter (a header or deepObject query).
  when: (c) => (c.site === 'request-body' || c.site === 'parameter') && c.facts.required,
});
