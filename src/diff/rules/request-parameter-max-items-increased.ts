import { bound, defineRule, MAX_ITEMS } from './define.js';

export const requestParameterMaxItemsIncreased = defineRule({
  id: 'request-parameter-max-items-increased',
  level: 'info',
  direction: 'request',
  message: 'maximum items of parameter {location} increased from {old} to {new}',
  why: 'The request contract got wider; old requests stay valid.',
  kind: 'constraint-changed',
  site: 'parameter',
  when: bound(MAX_ITEMS, false),
});
