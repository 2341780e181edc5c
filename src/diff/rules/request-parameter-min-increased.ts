import { bound, defineRule, MINIMUM } from './define.js';

export const requestParameterMinIncreased = defineRule({
  id: 'request-parameter-min-increased',
  level: 'breaking',
  direction: 'request',
  message: 'minimum of parameter {location} increased from {old} to {new}',
  why: 'Smaller values, valid before, are now rejected.',
  kind: 'constraint-changed',
  site: 'parameter',
  when: bound(MINIMUM, true),
});
