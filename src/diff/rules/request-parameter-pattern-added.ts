import { defineRule, pattern } from './define.js';

export const requestParameterPatternAdded = defineRule({
  id: 'request-parameter-pattern-added',
  level: 'breaking',
  direction: 'request',
  message: 'parameter {location} must now match the pattern {new}',
  why: 'Values that do not match the new pattern are rejected.',
  kind: 'constraint-changed',
  site: 'parameter',
  when: pattern('added'),
});
