import { defineRule, is } from './define.js';

export const requestBodyAddedRequired = defineRule({
  id: 'request-body-added-required',
  level: 'breaking',
  direction: 'request',
  message: 'required request body added',
  why: 'Requests built for the old document send no body and are rejected.',
  kinds: ['body-added'],
  matches: (c) => is(c, 'body-added', 'request-body') && c.facts?.required === true,
});
