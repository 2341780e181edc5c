import { defineRule, is } from './define.js';

export const responseHeaderRemoved = defineRule({
  id: 'response-header-removed',
  level: 'warning',
  direction: 'response',
  message: 'response header {subject} no longer documented',
  why: 'Clients that read the header (paging, rate limits, locations) may get nothing.',
  kinds: ['header-removed'],
  matches: (c) => is(c, 'header-removed', 'response'),
});
