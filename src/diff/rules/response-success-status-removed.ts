import { defineRule, is } from './define.js';

export const responseSuccessStatusRemoved = defineRule({
  id: 'response-success-status-removed',
  level: 'breaking',
  direction: 'response',
  message: 'success status {subject} removed',
  why: 'Clients that check for this status treat the new one as a failure.',
  kinds: ['status-removed'],
  matches: (c) => is(c, 'status-removed', 'response') && c.facts?.success === true,
});
