import { defineRule } from './define.js';

export const responsePropertyConstraintTightened = defineRule({
  id: 'response-property-constraint-tightened',
  level: 'info',
  direction: 'response',
  message: 'response property {location}: {subject} tightened from {old} to {new}',
  why: 'The response contract got narrower: old clients accept every value.',
  kind: 'constraint-changed',
  site: 'response',
  when: (c) => c.tightened,
});
