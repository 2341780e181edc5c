import { defineRule, is } from './define.js';

export const requestBodyAddedOptional = defineRule({
  id: 'request-body-added-optional',
  level: 'info',
  direction: 'request',
  message: 'optional request body added',
  why: 'Old requests stay valid.',
  kinds: ['body-added'],
  matches: (c) => is(c, 'body-added', 'request-body') && c.facts?.required !== true,
});
