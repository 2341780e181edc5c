import { defineRule, is } from './define.js';

export const requestPropertyBecameRequired = defineRule({
  id: 'request-property-became-required',
  level: 'breaking',
  direction: 'request',
  message: 'request property {location} became required',
  why: 'Requests that leave it out are now rejected.',
  kinds: ['required-changed'],
  matches: (c) =>
    is(c, 'required-changed', 'request-body') && c.facts?.body !== true && c.new === true,
});
