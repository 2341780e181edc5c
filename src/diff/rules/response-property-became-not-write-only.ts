import { defineRule, is } from './define.js';

export const responsePropertyBecameNotWriteOnly = defineRule({
  id: 'response-property-became-not-write-only',
  level: 'info',
  direction: 'response',
  message: 'response property {location} is no longer write-only: responses return it',
  why: 'Clients ignore fields they do not know; regenerate to read it.',
  kinds: ['property-added'],
  matches: (c) => is(c, 'property-added', 'response') && c.facts?.flipped === 'writeOnly',
});
