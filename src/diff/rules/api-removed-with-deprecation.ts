import { defineRule, is } from './define.js';

export const apiRemovedWithDeprecation = defineRule({
  id: 'api-removed-with-deprecation',
  level: 'warning',
  direction: 'none',
  message: 'operation removed (it was deprecated)',
  why: 'Calls to this operation now fail, but the old document marked it deprecated, so users had notice.',
  kinds: ['operation-removed'],
  matches: (c) =>
    is(c, 'operation-removed') && c.facts?.pathRemoved !== true && c.facts?.deprecated === true,
});
