import { defineRule } from './define.js';

export const requestPropertyEnumValueAdded = defineRule({
  id: 'request-property-enum-value-added',
  level: 'info',
  direction: 'request',
  message: 'value {subject} now allowed in request property {location}',
  why: 'A wider request contract: old requests stay valid.',
  kind: 'enum-value-added',
  site: 'request-body',
});
