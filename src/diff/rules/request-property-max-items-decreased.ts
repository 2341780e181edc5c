import { bound, defineRule, MAX_ITEMS } from './define.js';

export const requestPropertyMaxItemsDecreased = defineRule({
  id: 'request-property-max-items-decreased',
  level: 'breaking',
  direction: 'request',
  message: 'maximum items of request property {location} decreased from {old} to {new}',
  why: 'Longer lists, valid before, are now rejected.',
  kind: 'constraint-changed',
  site: 'request-body',
  when: bound(MAX_ITEMS, true),
});
