import { defineRule, is } from './define.js';

export const requestParameterBecameRequired = defineRule({
  id: 'request-parameter-became-required',
  level: 'breaking',
  direction: 'request',
  message: 'parameter {location} became required',
  why: 'Requests that leave the parameter out are now rejected.',
  kinds: ['required-changed'],
  matches: (c) => is(c, 'required-changed', 'parameter') && c.new === true,
});
