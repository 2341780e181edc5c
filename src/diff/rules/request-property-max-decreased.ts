import { defineRule, constraint, MAXIMUM } from './define.js';

export const requestPropertyMaxDecreased = defineRule({
  id: 'request-property-max-decreased',
  level: 'breaking',
  direction: 'request',
  message: 'maximum of request property {location} decreased from {old} to {new}',
  why: 'Larger values, valid before, are now rejected.',
  kinds: ['constraint-changed'],
  matches: (c) => constraint(c, 'request-body', MAXIMUM, true),
});
