import { defineRule, is } from './define.js';

export const responseNonSuccessStatusRemoved = defineRule({
  id: 'response-non-success-status-removed',
  level: 'info',
  direction: 'response',
  message: 'error status {subject} no longer documented',
  why: 'Errors are still reported through the envelope; only the documentation changed.',
  kinds: ['status-removed'],
  matches: (c) => is(c, 'status-removed', 'response') && c.facts?.success !== true,
});
