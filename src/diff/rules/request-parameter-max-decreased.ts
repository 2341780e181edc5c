import { bound, defineRule, MAXIMUM } from './define.js';

export const requestParameterMaxDecreased = defineRule({
  id: 'request-parameter-max-decreased',
  level: 'breaking',
  direction: 'request',
  message: 'maximum of parameter {location} decreased from {old} to {new}',
  why: 'Larger values, valid before, are now rejected.',
  kind: 'constraint-changed',
  site: 'parameter',
  when: bound(MAXIMUM, true),
});
