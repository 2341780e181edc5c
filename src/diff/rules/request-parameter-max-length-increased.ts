import { bound, defineRule, MAX_LENGTH } from './define.js';

export const requestParameterMaxLengthIncreased = defineRule({
  id: 'request-parameter-max-length-increased',
  level: 'info',
  direction: 'request',
  message: 'maximum length of parameter {location} increased from {old} to {new}',
  why: 'The request contract got wider; old requests stay valid.',
  kind: 'constraint-changed',
  site: 'parameter',
  when: bound(MAX_LENGTH, false),
});
