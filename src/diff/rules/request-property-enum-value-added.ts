import { defineRule, is } from './define.js';

export const requestPropertyEnumValueAdded = defineRule({
  id: 'request-property-enum-value-added',
  level: 'info',
  direction: 'request',
  message: 'value {subject} now allowed in request property {location}',
  why: 'A wider request contract: old requests stay valid.',
  kinds: ['enum-value-added'],
  matches: (c) => is(c, 'enum-value-added', 'request-body'),
});
