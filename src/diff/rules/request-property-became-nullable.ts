import { defineRule, is } from './define.js';

export const requestPropertyBecameNullable = defineRule({
  id: 'request-property-became-nullable',
  level: 'info',
  direction: 'request',
  message: 'request property {location} now accepts null',
  why: 'A wider request contract: old requests stay valid.',
  kinds: ['nullable-changed'],
  matches: (c) => is(c, 'nullable-changed', 'request-body') && c.new === true,
});
