import { defineRule, constraint, MINIMUM } from './define.js';

export const requestParameterMinDecreased = defineRule({
  id: 'request-parameter-min-decreased',
  level: 'info',
  direction: 'request',
  message: 'minimum of parameter {location} decreased from {old} to {new}',
  why: 'The request contract got wider; old requests stay valid.',
  kinds: ['constraint-changed'],
  matches: (c) => constraint(c, 'parameter', MINIMUM, false),
});
