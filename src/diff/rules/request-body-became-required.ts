import { defineRule, is } from './define.js';

export const requestBodyBecameRequired = defineRule({
  id: 'request-body-became-required',
  level: 'breaking',
  direction: 'request',
  message: 'request body became required',
  why: 'Requests without a body are now rejected.',
  kinds: ['required-changed'],
  matches: (c) =>
    is(c, 'required-changed', 'request-body') && c.facts?.body === true && c.new === true,
});
