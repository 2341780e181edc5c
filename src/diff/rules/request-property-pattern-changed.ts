import { defineRule, pattern } from './define.js';

export const requestPropertyPatternChanged = defineRule({
  id: 'request-property-pattern-changed',
  level: 'warning',
  direction: 'request',
  message: 'pattern of request property {location} changed from {old} to {new}',
  why: 'Some values valid before may no longer match; check the patterns.',
  kind: 'constraint-changed',
  site: 'request-body',
  when: pattern('changed'),
});
