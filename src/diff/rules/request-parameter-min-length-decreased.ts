import { bound, defineRule, MIN_LENGTH } from './define.js';

export const requestParameterMinLengthDecreased = defineRule({
  id: 'request-parameter-min-length-decreased',
  level: 'info',
  direction: 'request',
  message: 'minimum length of parameter {location} decreased from {old} to {new}',
  why: 'The request contract got wider; old requests stay valid.',
  kind: 'constraint-changed',
  site: 'parameter',
  when: bound(MIN_LENGTH, false),
});
