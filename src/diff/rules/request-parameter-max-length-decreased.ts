import { bound, defineRule, MAX_LENGTH } from './define.js';

export const requestParameterMaxLengthDecreased = defineRule({
  id: 'request-parameter-max-length-decreased',
  level: 'breaking',
  direction: 'request',
  message: 'maximum length of parameter {location} decreased from {old} to {new}',
  why: 'Longer values, valid before, are now rejected.',
  kind: 'constraint-changed',
  site: 'parameter',
  when: bound(MAX_LENGTH, true),
});
