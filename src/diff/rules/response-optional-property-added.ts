import { defineRule, is } from './define.js';

export const responseOptionalPropertyAdded = defineRule({
  id: 'response-optional-property-added',
  level: 'info',
  direction: 'response',
  message: 'optional response property {location} added',
  why: 'Clients ignore fields they do not know; regenerate to read it.',
  kinds: ['property-added'],
  matches: (c) => is(c, 'property-added', 'response') && c.facts?.required !== true,
});
