import { defineRule } from './define.js';

export const responsePropertyBecameWriteOnly = defineRule({
  id: 'response-property-became-write-only',
  level: 'breaking',
  direction: 'response',
  message: 'response property {location} became write-only: responses no longer return it',
  why: 'Code that reads the field gets undefined, and the regenerated response type no longer has it.',
  kind: 'property-removed',
  site: 'response',
  when: (c) => c.facts.flipped === 'writeOnly',
  overrides: ['response-required-property-removed', 'response-optional-property-removed'],
});
