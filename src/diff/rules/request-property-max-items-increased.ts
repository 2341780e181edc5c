import { bound, defineRule, MAX_ITEMS } from './define.js';

export const requestPropertyMaxItemsIncreased = defineRule({
  id: 'request-property-max-items-increased',
  level: 'info',
  direction: 'request',
  message: 'maximum items of request property {location} increased from {old} to {new}',
  why: 'The request contract got wider; old requests stay valid.',
  kind: 'constraint-changed',
  site: 'request-body',
  when: bound(MAX_ITEMS, false),
});
