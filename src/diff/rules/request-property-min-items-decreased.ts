import { bound, defineRule, MIN_ITEMS } from './define.js';

export const requestPropertyMinItemsDecreased = defineRule({
  id: 'request-property-min-items-decreased',
  level: 'info',
  direction: 'request',
  message: 'minimum items of request property {location} decreased from {old} to {new}',
  why: 'The request contract got wider; old requests stay valid.',
  kind: 'constraint-changed',
  site: 'request-body',
  when: bound(MIN_ITEMS, false),
});
