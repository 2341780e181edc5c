import { defineRule } from './define.js';

export const newRequestPathParameter = defineRule({
  id: 'new-request-path-parameter',
  level: 'breaking',
  direction: 'request',
  message: 'new path parameter {location}: the operation moved from {old} to {new}',
  why: 'Requests built for the old document call a path that no longer exists, and the regenerated method needs the new argument.',
  kind: 'parameter-added',
  site: 'parameter',
  when: (c) => c.facts.pathGained === true,
  overrides: [
    'new-required-request-default-parameter-to-existing-path',
    'new-optional-request-default-parameter-to-existing-path',
    'new-required-request-parameter',
    'new-optional-request-parameter',
  ],
});
