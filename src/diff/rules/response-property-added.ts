import { defineRule, is } from './define.js';

export const responsePropertyAdded = defineRule({
  id: 'response-property-added',
  level: 'info',
  direction: 'response',
  message: 'response property {location} added',
  why: 'Clients ignore fields they do not know; regenerate to read it.',
  kinds: ['property-added'],
  matches: (c) => is(c, 'property-added', 'response'),
});
