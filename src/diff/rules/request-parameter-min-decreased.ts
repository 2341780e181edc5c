import { bound, defineRule, MINIMUM } from './define.js';

export const requestParameterMinDecreased = defineRule({
  id: 'request-parameter-min-decreased',
  level: 'info',
  direction: 'request',
  message: 'minimum of parameter {location} decreased from {old} to {new}',
  why: 'The request contract got wider; old requests stay valid.',
  kind: 'constraint-changed',
  site: 'parameter',
  when: bound(MINIMUM, false),
});
