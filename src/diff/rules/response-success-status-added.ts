import { defineRule } from './define.js';

export const responseSuccessStatusAdded = defineRule({
  id: 'response-success-status-added',
  level: 'info',
  direction: 'response',
  message: 'success status {subject} added',
  why: 'A client that accepts any 2xx keeps working; check code that tests for one status.',
  kind: 'status-added',
  site: 'response',
  when: (c) => c.facts.success,
});
