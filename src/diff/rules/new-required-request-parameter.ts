import { defineRule } from './define.js';

export const newRequiredRequestParameter = defineRule({
  id: 'new-required-request-parameter',
  level: 'breaking',
  direction: 'request',
  message: 'new required parameter {location}',
  why: 'Requests built for the old document do not send it and are rejected.',
  kind: 'parameter-added',
  site: 'parameter',
  when: (c) => c.facts.required,
});
