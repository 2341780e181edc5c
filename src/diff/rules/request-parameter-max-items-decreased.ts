import { bound, defineRule, MAX_ITEMS } from './define.js';

export const requestParameterMaxItemsDecreased = defineRule({
  id: 'request-parameter-max-items-decreased',
  level: 'breaking',
  direction: 'request',
  message: 'maximum items of parameter {location} decreased from {old} to {new}',
  why: 'Longer lists, valid before, are now rejected.',
  kind: 'constraint-changed',
  site: 'parameter',
  when: bound(MAX_ITEMS, true),
});
