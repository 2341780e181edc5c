import { defineRule, constraint, MAX_ITEMS } from './define.js';

export const requestParameterMaxItemsDecreased = defineRule({
  id: 'request-parameter-max-items-decreased',
  level: 'breaking',
  direction: 'request',
  message: 'maximum items of parameter {location} decreased from {old} to {new}',
  why: 'Longer lists, valid before, are now rejected.',
  kinds: ['constraint-changed'],
  matches: (c) => constraint(c, 'parameter', MAX_ITEMS, true),
});
