import { defineRule } from './define.js';

export const newRequiredRequestProperty = defineRule({
  id: 'new-required-request-property',
  level: 'breaking',
  direction: 'request',
  message: 'new required request property {location}',
  why: 'Requests built for the old document do not send it and are rejected.',
  kind: 'property-added',
  site: 'request-body',
  when: (c) => c.facts.required,
});
