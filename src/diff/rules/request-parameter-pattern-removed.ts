import { defineRule, pattern } from './define.js';

export const requestParameterPatternRemoved = defineRule({
  id: 'request-parameter-pattern-removed',
  level: 'info',
  direction: 'request',
  message: 'parameter {location} no longer has a pattern (was {old})',
  why: 'The request contract got wider; old requests stay valid.',
  kind: 'constraint-changed',
  site: 'parameter',
  when: pattern('removed'),
});
