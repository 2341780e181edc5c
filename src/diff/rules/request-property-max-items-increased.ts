import { defineRule, constraint, MAX_ITEMS } from './define.js';

export const requestPropertyMaxItemsIncreased = defineRule({
  id: 'request-property-max-items-increased',
  level: 'info',
  direction: 'request',
  message: 'maximum items of request property {location} increased from {old} to {new}',
  why: 'The request contract got wider; old requests stay valid.',
  kinds: ['constraint-changed'],
  matches: (c) => constraint(c, 'request-body', MAX_ITEMS, false),
});
