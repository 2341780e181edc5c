import { bound, defineRule, MIN_LENGTH } from './define.js';

export const requestPropertyMinLengthDecreased = defineRule({
  id: 'request-property-min-length-decreased',
  level: 'info',
  direction: 'request',
  message: 'minimum length of request property {location} decreased from {old} to {new}',
  why: 'The request contract got wider; old requests stay valid.',
  kind: 'constraint-changed',
  site: 'request-body',
  when: bound(MIN_LENGTH, false),
});
