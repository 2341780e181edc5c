import { bound, defineRule, MAXIMUM } from './define.js';

export const requestPropertyMaxDecreased = defineRule({
  id: 'request-property-max-decreased',
  level: 'breaking',
  direction: 'request',
  message: 'maximum of request property {location} decreased from {old} to {new}',
  why: 'Larger values, valid before, are now rejected.',
  kind: 'constraint-changed',
  site: 'request-body',
  when: bound(MAXIMUM, true),
});
