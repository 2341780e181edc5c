import { bound, defineRule } from './define.js';

export const requestPropertyBecameEnum = defineRule({
  id: 'request-property-became-enum',
  level: 'breaking',
  direction: 'request',
  message: 'request property {location} restricted to the values {new}',
  why: 'Requests with any other value are now rejected.',
  kind: 'constraint-changed',
  site: 'request-body',
  when: bound(['enum'], true),
});
