import { atRoot, bound, defineRule } from './define.js';

export const requestBodyBecameEnum = defineRule({
  id: 'request-body-became-enum',
  level: 'breaking',
  direction: 'request',
  message: 'request body restricted to the values {new}',
  why: 'Requests with any other body are now rejected.',
  kind: 'constraint-changed',
  site: 'request-body',
  when: (c) => bound(['enum'], true)(c) && atRoot(c),
  overrides: ['request-property-became-enum'],
});
