import { bound, defineRule, MAXIMUM } from './define.js';

export const requestParameterMaxIncreased = defineRule({
  id: 'request-parameter-max-increased',
  level: 'info',
  direction: 'request',
  message: 'maximum of parameter {location} increased from {old} to {new}',
  why: 'The request contract got wider; old requests stay valid.',
  kind: 'constraint-changed',
  site: 'parameter',
  when: bound(MAXIMUM, false),
});
