import { defineRule } from './define.js';

export const requestBodyAddedOptional = defineRule({
  id: 'request-body-added-optional',
  level: 'info',
  direction: 'request',
  message: 'optional request body added',
  why: 'Old requests stay valid.',
  kind: 'body-added',
  site: 'request-body',
  when: (c) => !c.facts.required,
});
