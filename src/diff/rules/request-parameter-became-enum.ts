import { defineRule, constraint } from './define.js';

export const requestParameterBecameEnum = defineRule({
  id: 'request-parameter-became-enum',
  level: 'breaking',
  direction: 'request',
  message: 'parameter {location} restricted to the values {new}',
  why: 'Requests with any other value are now rejected.',
  kinds: ['constraint-changed'],
  matches: (c) => constraint(c, 'parameter', ['enum'], true),
});
