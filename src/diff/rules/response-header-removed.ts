import { defineRule } from './define.js';

export const responseHeaderRemoved = defineRule({
  id: 'response-header-removed',
  level: 'warning',
  direction: 'response',
  message: 'response header {subject} no longer documented',
  why: 'Clients that read the header (paging, rate limits, locations) may get nothing.',
  kind: 'header-removed',
  site: 'response',
});
