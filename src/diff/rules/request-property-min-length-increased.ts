import { bound, defineRule, MIN_LENGTH } from './define.js';

export const requestPropertyMinLengthIncreased = defineRule({
  id: 'request-property-min-length-increased',
  level: 'breaking',
  direction: 'request',
  message: 'minimum length of request property {location} increased from {old} to {new}',
  why: 'Shorter values, valid before, are now rejected.',
  kind: 'constraint-changed',
  site: 'request-body',
  when: bound(MIN_LENGTH, true),
});
