import { defineRule, is } from './define.js';

export const responseRequiredPropertyAdded = defineRule({
  id: 'response-required-property-added',
  level: 'info',
  direction: 'response',
  message: 'required response property {location} added',
  why: 'Clients ignore fields they do not know; regenerate to read it.',
  kinds: ['property-added'],
  matches: (c) => is(c, 'property-added', 'response') && c.facts?.required === true,
});
