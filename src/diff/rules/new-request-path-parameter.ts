import { defineRule, is } from './define.js';

export const newRequestPathParameter = defineRule({
  id: 'new-request-path-parameter',
  level: 'breaking',
  direction: 'request',
  message: 'new path parameter {location}: the operation moved from {old} to {new}',
  why: 'Requests built for the old document call a path that no longer exists, and the regenerated method needs the new argument.',
  kinds: ['parameter-added'],
  matches: (c) => is(c, 'parameter-added', 'parameter') && c.facts?.pathGained === true,
});
