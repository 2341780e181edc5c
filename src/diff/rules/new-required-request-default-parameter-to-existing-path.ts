import { defineRule } from './define.js';

export const newRequiredRequestDefaultParameterToExistingPath = defineRule({
  id: 'new-required-request-default-parameter-to-existing-path',
  level: 'breaking',
  direction: 'request',
  message: 'new required path-level parameter {location} for every operation on {path}',
  why: 'Requests built for the old document do not send it and are rejected, on every operation of the path.',
  kind: 'parameter-added',
  site: 'parameter',
  when: (c) => c.facts.pathLevel === true && c.facts.required,
  overrides: ['new-required-request-parameter'],
});
