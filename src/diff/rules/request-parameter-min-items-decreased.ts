import { bound, defineRule, MIN_ITEMS } from './define.js';

export const requestParameterMinItemsDecreased = defineRule({
  id: 'request-parameter-min-items-decreased',
  level: 'info',
  direction: 'request',
  message: 'minimum items of parameter {location} decreased from {old} to {new}',
  why: 'The request contract got wider; old requests stay valid.',
  kind: 'constraint-changed',
  site: 'parameter',
  when: bound(MIN_ITEMS, false),
});
