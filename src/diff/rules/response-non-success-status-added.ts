import { defineRule, is } from './define.js';

export const responseNonSuccessStatusAdded = defineRule({
  id: 'response-non-success-status-added',
  level: 'info',
  direction: 'response',
  message: 'error status {subject} documented',
  why: 'Errors are still reported through the envelope; consider handling the new status.',
  kinds: ['status-added'],
  matches: (c) => is(c, 'status-added', 'response') && c.facts?.success !== true,
});
