import { defineRule, is } from './define.js';

export const responsePropertyConstraintLoosened = defineRule({
  id: 'response-property-constraint-loosened',
  level: 'warning',
  direction: 'response',
  message: 'response property {location}: {subject} loosened from {old} to {new}',
  why: 'Validators generated from the old document reject values the installation may now send.',
  kinds: ['constraint-changed'],
  matches: (c) => is(c, 'constraint-changed', 'response') && c.tightened === false,
});
