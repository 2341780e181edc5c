import { defineRule } from './define.js';

export const responsePropertyBecameNotWriteOnly = defineRule({
  id: 'response-property-became-not-write-only',
  level: 'info',
  direction: 'response',
  message: 'response property {location} is no longer write-only: responses return it',
  why: 'Clients ignore fields they do not know; regenerate to read it.',
  kind: 'property-added',
  site: 'response',
  when: (c) => c.facts.flipped === 'writeOnly',
  overrides: ['response-required-property-added', 'response-optional-property-added'],
});
