import { defineRule, is } from './define.js';

export const newRequestPathParameter = defineRule({
  id: 'new-request-path-parameter',
  level: 'breaking',
  direction: 'request',
  message: 'new path parameter {subject}',
  why: 'Old callers cannot build the URL: the new parameter has no value.',
  matches: (c) => is(c, 'parameter-added', 'parameter') && c.facts?.location === 'path',
});
