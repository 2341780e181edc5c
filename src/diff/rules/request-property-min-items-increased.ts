import { bound, defineRule, MIN_ITEMS } from './define.js';

export const requestPropertyMinItemsIncreased = defineRule({
  id: 'request-property-min-items-increased',
  level: 'breaking',
  direction: 'request',
  message: 'minimum items of request property {location} increased from {old} to {new}',
  why: 'Shorter lists, valid before, are now rejected.',
  kind: 'constraint-changed',
  site: 'request-body',
  when: bound(MIN_ITEMS, true),
});
