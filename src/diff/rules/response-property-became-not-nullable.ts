import { defineRule, is } from './define.js';

export const responsePropertyBecameNotNullable = defineRule({
  id: 'response-property-became-not-nullable',
  level: 'info',
  direction: 'response',
  message: 'response property {location} is no longer null',
  why: 'The response contract got narrower: clients get more guarantees.',
  kinds: ['nullable-changed'],
  matches: (c) => is(c, 'nullable-changed', 'response') && c.new === false,
});
