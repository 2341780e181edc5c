import { defineRule, is } from './define.js';

export const responsePropertyBecameRequired = defineRule({
  id: 'response-property-became-required',
  level: 'info',
  direction: 'response',
  message: 'response property {location} became required',
  why: 'The response contract got narrower: clients get more guarantees.',
  kinds: ['required-changed'],
  matches: (c) => is(c, 'required-changed', 'response') && c.new === true,
});
