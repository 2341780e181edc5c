import { defineRule, is } from './define.js';

export const newOptionalRequestProperty = defineRule({
  id: 'new-optional-request-property',
  level: 'info',
  direction: 'request',
  message: 'new optional request property {location}',
  why: 'Old requests stay valid.',
  kinds: ['property-added'],
  matches: (c) => is(c, 'property-added', 'request-body') && c.facts?.required !== true,
});
