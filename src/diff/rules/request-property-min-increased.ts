import { bound, defineRule, MINIMUM } from './define.js';

export const requestPropertyMinIncreased = defineRule({
  id: 'request-property-min-increased',
  level: 'breaking',
  direction: 'request',
  message: 'minimum of request property {location} increased from {old} to {new}',
  why: 'Smaller values, valid before, are now rejected.',
  kind: 'constraint-changed',
  site: 'request-body',
  when: bound(MINIMUM, true),
});
