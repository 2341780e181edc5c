import { defineRule, constraint, MIN_LENGTH } from './define.js';

export const requestParameterMinLengthDecreased = defineRule({
  id: 'request-parameter-min-length-decreased',
  level: 'info',
  direction: 'request',
  message: 'minimum length of parameter {location} decreased from {old} to {new}',
  why: 'The request contract got wider; old requests stay valid.',
  kinds: ['constraint-changed'],
  matches: (c) => constraint(c, 'parameter', MIN_LENGTH, false),
});
