import { defineRule, is } from './define.js';

export const apiPathRemovedWithDeprecation = defineRule({
  id: 'api-path-removed-with-deprecation',
  level: 'warning',
  direction: 'none',
  message: 'path {path} removed (it was deprecated)',
  why: 'Calls to the path now fail, but the old document marked it deprecated, so users had notice.',
  kinds: ['operation-removed'],
  matches: (c) =>
    is(c, 'operation-removed') && c.facts?.pathRemoved === true && c.facts?.deprecated === true,
});
