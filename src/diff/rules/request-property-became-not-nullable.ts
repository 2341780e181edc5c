import { defineRule, is } from './define.js';

export const requestPropertyBecameNotNullable = defineRule({
  id: 'request-property-became-not-nullable',
  level: 'breaking',
  direction: 'request',
  message: 'request property {location} no longer accepts null',
  why: 'Requests that send null are now rejected.',
  kinds: ['nullable-changed'],
  matches: (c) => is(c, 'nullable-changed', 'request-body') && c.new === false,
});
