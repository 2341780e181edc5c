import { defineRule, pattern } from './define.js';

export const requestPropertyPatternAdded = defineRule({
  id: 'request-property-pattern-added',
  level: 'breaking',
  direction: 'request',
  message: 'request property {location} must now match the pattern {new}',
  why: 'Values that do not match the new pattern are rejected.',
  kind: 'constraint-changed',
  site: 'request-body',
  when: pattern('added'),
});
