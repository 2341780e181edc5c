import { defineRule, constraint, MIN_LENGTH } from './define.js';

export const requestPropertyMinLengthIncreased = defineRule({
  id: 'request-property-min-length-increased',
  level: 'breaking',
  direction: 'request',
  message: 'minimum length of request property {location} increased from {old} to {new}',
  why: 'Shorter values, valid before, are now rejected.',
  kinds: ['constraint-changed'],
  matches: (c) => constraint(c, 'request-body', MIN_LENGTH, true),
});
