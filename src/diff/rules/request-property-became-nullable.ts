import { defineRule } from './define.js';

export const requestPropertyBecameNullable = defineRule({
  id: 'request-property-became-nullable',
  level: 'info',
  direction: 'request',
  message: 'request property {location} now accepts null',
  why: 'A wider request contract: old requests stay valid.',
  kind: 'nullable-changed',
  site: 'request-body',
  when: (c) => c.new,
});
