import { defineRule, is } from './define.js';

export const requestPropertyBecameOptional = defineRule({
  id: 'request-property-became-optional',
  level: 'info',
  direction: 'request',
  message: 'request property {location} became optional',
  why: 'Requests that send it stay valid.',
  kinds: ['required-changed'],
  matches: (c) =>
    is(c, 'required-changed', 'request-body') && c.facts?.body !== true && c.new === false,
});
