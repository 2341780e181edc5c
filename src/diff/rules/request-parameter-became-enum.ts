import { bound, defineRule } from './define.js';

export const requestParameterBecameEnum = defineRule({
  id: 'request-parameter-became-enum',
  level: 'breaking',
  direction: 'request',
  message: 'parameter {location} restricted to the values {new}',
  why: 'Requests with any other value are now rejected.',
  kind: 'constraint-changed',
  site: 'parameter',
  when: bound(['enum'], true),
});
