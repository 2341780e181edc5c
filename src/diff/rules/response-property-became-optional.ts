import { defineRule, is } from './define.js';

export const responsePropertyBecameOptional = defineRule({
  id: 'response-property-became-optional',
  level: 'breaking',
  direction: 'response',
  message: 'response property {location} became optional',
  why: 'Clients that rely on it being present can now get undefined.',
  kinds: ['required-changed'],
  matches: (c) => is(c, 'required-changed', 'response') && c.new === false,
});
