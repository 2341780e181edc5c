import { defineRule } from './define.js';

export const requestParameterEnumValueAdded = defineRule({
  id: 'request-parameter-enum-value-added',
  level: 'info',
  direction: 'request',
  message: 'value {subject} now allowed in parameter {location}',
  why: 'A wider request contract: old requests stay valid.',
  kind: 'enum-value-added',
  site: 'parameter',
});
