import { defineRule, pattern } from './define.js';

export const requestParameterPatternChanged = defineRule({
  id: 'request-parameter-pattern-changed',
  level: 'warning',
  direction: 'request',
  message: 'pattern of parameter {location} changed from {old} to {new}',
  why: 'Some values valid before may no longer match; check the patterns.',
  kind: 'constraint-changed',
  site: 'parameter',
  when: pattern('changed'),
});
