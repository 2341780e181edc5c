import { defineRule, is } from './define.js';

export const responsePropertyConstraintTightened = defineRule({
  id: 'response-property-constraint-tightened',
  level: 'info',
  direction: 'response',
  message: 'response property {location}: {subject} tightened from {old} to {new}',
  why: 'The response contract got narrower: old clients accept every value.',
  kinds: ['constraint-changed'],
  matches: (c) => is(c, 'constraint-changed', 'response') && c.tightened === true,
});
