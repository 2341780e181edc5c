import { defineRule, is } from './define.js';

export const responseSuccessStatusAdded = defineRule({
  id: 'response-success-status-added',
  level: 'info',
  direction: 'response',
  message: 'success status {subject} added',
  why: 'A client that accepts any 2xx keeps working; check code that tests for one status.',
  kinds: ['status-added'],
  matches: (c) => is(c, 'status-added', 'response') && c.facts?.success === true,
});
