import { defineRule, constraint, MAX_ITEMS } from './define.js';

export const requestPropertyMaxItemsDecreased = defineRule({
  id: 'request-property-max-items-decreased',
  level: 'breaking',
  direction: 'request',
  message: 'maximum items of request property {location} decreased from {old} to {new}',
  why: 'Longer lists, valid before, are now rejected.',
  kinds: ['constraint-changed'],
  matches: (c) => constraint(c, 'request-body', MAX_ITEMS, true),
});
