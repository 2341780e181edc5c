import { bound, defineRule, MINIMUM } from './define.js';

export const requestPropertyMinDecreased = defineRule({
  id: 'request-property-min-decreased',
  level: 'info',
  direction: 'request',
  message: 'minimum of request property {location} decreased from {old} to {new}',
  why: 'The request contract got wider; old requests stay valid.',
  kind: 'constraint-changed',
  site: 'request-body',
  when: bound(MINIMUM, false),
});
