import { defineRule, is } from './define.js';

export const requestBodyBecameOptional = defineRule({
  id: 'request-body-became-optional',
  level: 'info',
  direction: 'request',
  message: 'request body became optional',
  why: 'Requests that send a body stay valid.',
  kinds: ['required-changed'],
  matches: (c) =>
    is(c, 'required-changed', 'request-body') && c.facts?.body === true && c.new === false,
});
