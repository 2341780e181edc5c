import { defineRule, constraint } from './define.js';

export const requestPropertyBecameEnum = defineRule({
  id: 'request-property-became-enum',
  level: 'breaking',
  direction: 'request',
  message: 'request property {location} restricted to the values {new}',
  why: 'Requests with any other value are now rejected.',
  kinds: ['constraint-changed'],
  matches: (c) => constraint(c, 'request-body', ['enum'], true),
});
