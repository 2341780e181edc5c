import { defineRule, is } from './define.js';

export const requestPropertyBecameNotReadOnly = defineRule({
  id: 'request-property-became-not-read-only',
  level: 'info',
  direction: 'request',
  message: 'request property {location} is no longer read-only: callers may send it',
  why: 'Old requests stay valid. (If the property is also required, it is reported as new-required-request-property instead: old requests lack it.)',
  kinds: ['property-added'],
  matches: (c) =>
    is(c, 'property-added', 'request-body') &&
    c.facts?.flipped === 'readOnly' &&
    c.facts?.required !== true,
});
