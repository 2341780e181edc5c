import { bound, defineRule, MAXIMUM } from './define.js';

export const requestPropertyMaxIncreased = defineRule({
  id: 'request-property-max-increased',
  level: 'info',
  direction: 'request',
  message: 'maximum of request property {location} increased from {old} to {new}',
  why: 'The request contract got wider; old requests stay valid.',
  kind: 'constraint-changed',
  site: 'request-body',
  when: bound(MAXIMUM, false),
});
