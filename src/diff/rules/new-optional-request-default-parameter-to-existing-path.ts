import { defineRule, is } from './define.js';

export const newOptionalRequestDefaultParameterToExistingPath = defineRule({
  id: 'new-optional-request-default-parameter-to-existing-path',
  level: 'info',
  direction: 'request',
  message: 'new optional path-level parameter {location} for every operation on {path}',
  why: 'Old requests stay valid; the parameter can be used after regenerating.',
  kinds: ['parameter-added'],
  matches: (c) =>
    is(c, 'parameter-added', 'parameter') &&
    c.facts?.pathLevel === true &&
    c.facts?.required !== true,
});
