import { bound, defineRule, MAX_LENGTH } from './define.js';

export const requestPropertyMaxLengthIncreased = defineRule({
  id: 'request-property-max-length-increased',
  level: 'info',
  direction: 'request',
  message: 'maximum length of request property {location} increased from {old} to {new}',
  why: 'The request contract got wider; old requests stay valid.',
  kind: 'constraint-changed',
  site: 'request-body',
  when: bound(MAX_LENGTH, false),
});
