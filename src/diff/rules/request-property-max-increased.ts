import { defineRule, constraint, MAXIMUM } from './define.js';

export const requestPropertyMaxIncreased = defineRule({
  id: 'request-property-max-increased',
  level: 'info',
  direction: 'request',
  message: 'maximum of request property {location} increased from {old} to {new}',
  why: 'The request contract got wider; old requests stay valid.',
  kinds: ['constraint-changed'],
  matches: (c) => constraint(c, 'request-body', MAXIMUM, false),
});
