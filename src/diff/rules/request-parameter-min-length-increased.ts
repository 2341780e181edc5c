import { bound, defineRule, MIN_LENGTH } from './define.js';

export const requestParameterMinLengthIncreased = defineRule({
  id: 'request-parameter-min-length-increased',
  level: 'breaking',
  direction: 'request',
  message: 'minimum length of parameter {location} increased from {old} to {new}',
  why: 'Shorter values, valid before, are now rejected.',
  kind: 'constraint-changed',
  site: 'parameter',
  when: bound(MIN_LENGTH, true),
});
