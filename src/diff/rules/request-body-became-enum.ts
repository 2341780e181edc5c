import { atRoot, constraint, defineRule } from './define.js';

export const requestBodyBecameEnum = defineRule({
  id: 'request-body-became-enum',
  level: 'breaking',
  direction: 'request',
  message: 'request body restricted to the values {new}',
  why: 'Requests with any other body are now rejected.',
  kinds: ['constraint-changed'],
  matches: (c) => constraint(c, 'request-body', ['enum'], true) && atRoot(c),
});
