import { defineRule } from './define.js';

export const requestPropertyBecameNotReadOnly = defineRule({
  id: 'request-property-became-not-read-only',
  level: 'info',
  direction: 'request',
  message: 'request property {location} is no longer read-only: callers may send it',
  why: 'Old requests stay valid. (If the property is also required, it is reported as new-required-request-property instead: old requests lack it.)',
  kind: 'property-added',
  site: 'request-body',
  when: (c) => c.facts.flipped === 'readOnly' && !c.facts.required,
  overrides: ['new-optional-request-property'],
});
