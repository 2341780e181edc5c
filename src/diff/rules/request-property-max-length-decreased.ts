import { bound, defineRule, MAX_LENGTH } from './define.js';

export const requestPropertyMaxLengthDecreased = defineRule({
  id: 'request-property-max-length-decreased',
  level: 'breaking',
  direction: 'request',
  message: 'maximum length of request property {location} decreased from {old} to {new}',
  why: 'Longer values, valid before, are now rejected.',
  kind: 'constraint-changed',
  site: 'request-body',
  when: bound(MAX_LENGTH, true),
});
