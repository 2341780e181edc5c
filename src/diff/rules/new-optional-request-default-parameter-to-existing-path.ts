import { defineRule } from './define.js';

export const newOptionalRequestDefaultParameterToExistingPath = defineRule({
  id: 'new-optional-request-default-parameter-to-existing-path',
  level: 'info',
  direction: 'request',
  message: 'new optional path-level parameter {location} for every operation on {path}',
  why: 'Old requests stay valid; the parameter can be used after regenerating.',
  kind: 'parameter-added',
  site: 'parameter',
  when: (c) => c.facts.pathLevel === true && !c.facts.required,
  overrides: ['new-optional-request-parameter'],
});
