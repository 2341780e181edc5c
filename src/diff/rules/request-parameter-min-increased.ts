import { defineRule, constraint, MINIMUM } from './define.js';

export const requestParameterMinIncreased = defineRule({
  id: 'request-parameter-min-increased',
  level: 'breaking',
  direction: 'request',
  message: 'minimum of parameter {location} increased from {old} to {new}',
  why: 'Smaller values, valid before, are now rejected.',
  kinds: ['constraint-changed'],
  matches: (c) => constraint(c, 'parameter', MINIMUM, true),
});
