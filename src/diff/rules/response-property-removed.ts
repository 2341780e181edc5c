import { defineRule, is } from './define.js';

export const responsePropertyRemoved = defineRule({
  id: 'response-property-removed',
  level: 'breaking',
  direction: 'response',
  message: 'response property {location} removed',
  why: 'Code that reads the property gets undefined, and the regenerated type no longer has it.',
  kinds: ['property-removed'],
  matches: (c) => is(c, 'property-removed', 'response'),
});
