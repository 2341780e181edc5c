import { defineRule, pattern } from './define.js';

export const requestPropertyPatternRemoved = defineRule({
  id: 'request-property-pattern-removed',
  level: 'info',
  direction: 'request',
  message: 'request property {location} no longer has a pattern (was {old})',
  why: 'The request contract got wider; old requests stay valid.',
  kind: 'constraint-changed',
  site: 'request-body',
  when: pattern('removed'),
});
