import { defineRule, is } from './define.js';

export const requestPropertyRemoved = defineRule({
  id: 'request-property-removed',
  level: 'warning',
  direction: 'request',
  message: 'request property {location} removed',
  why: 'The installation ignores or rejects a field callers still send, and code setting it on the regenerated type stops compiling.',
  kinds: ['property-removed'],
  matches: (c) => is(c, 'property-removed', 'request-body'),
});
