import { defineRule, is } from './define.js';

export const newOptionalRequestParameter = defineRule({
  id: 'new-optional-request-parameter',
  level: 'info',
  direction: 'request',
  message: 'new optional parameter {location}',
  why: 'Old requests stay valid; the parameter can be used after regenerating.',
  kinds: ['parameter-added'],
  matches: (c) => is(c, 'parameter-added', 'parameter') && c.facts?.required !== true,
});
