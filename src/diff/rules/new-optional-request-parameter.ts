import { defineRule } from './define.js';

export const newOptionalRequestParameter = defineRule({
  id: 'new-optional-request-parameter',
  level: 'info',
  direction: 'request',
  message: 'new optional parameter {location}',
  why: 'Old requests stay valid; the parameter can be used after regenerating.',
  kind: 'parameter-added',
  site: 'parameter',
  when: (c) => !c.facts.required,
});
