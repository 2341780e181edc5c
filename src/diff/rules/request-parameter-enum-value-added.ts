import { defineRule, is } from './define.js';

export const requestParameterEnumValueAdded = defineRule({
  id: 'request-parameter-enum-value-added',
  level: 'info',
  direction: 'request',
  message: 'value {subject} now allowed in parameter {location}',
  why: 'A wider request contract: old requests stay valid.',
  kinds: ['enum-value-added'],
  matches: (c) => is(c, 'enum-value-added', 'parameter'),
});
