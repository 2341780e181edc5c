import { bound, defineRule, MIN_ITEMS } from './define.js';

export const requestParameterMinItemsIncreased = defineRule({
  id: 'request-parameter-min-items-increased',
  level: 'breaking',
  direction: 'request',
  message: 'minimum items of parameter {location} increased from {old} to {new}',
  why: 'Shorter lists, valid before, are now rejected.',
  kind: 'constraint-changed',
  site: 'parameter',
  when: bound(MIN_ITEMS, true),
});
