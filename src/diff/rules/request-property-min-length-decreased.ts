import { defineRule, constraint, MIN_LENGTH } from './define.js';

export const requestPropertyMinLengthDecreased = defineRule({
  id: 'request-property-min-length-decreased',
  level: 'info',
  direction: 'request',
  message: 'minimum length of request property {location} decreased from {old} to {new}',
  why: 'The request contract got wider; old requests stay valid.',
  kinds: ['constraint-changed'],
  matches: (c) => constraint(c, 'request-body', MIN_LENGTH, false),
});
