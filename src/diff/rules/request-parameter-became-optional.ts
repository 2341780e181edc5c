import { defineRule, is } from './define.js';

export const requestParameterBecameOptional = defineRule({
  id: 'request-parameter-became-optional',
  level: 'info',
  direction: 'request',
  message: 'parameter {location} became optional',
  why: 'Requests that send it stay valid.',
  kinds: ['required-changed'],
  matches: (c) => is(c, 'required-changed', 'parameter') && c.new === false,
});
