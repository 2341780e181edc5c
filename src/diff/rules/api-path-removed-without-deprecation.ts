import { defineRule, is } from './define.js';

export const apiPathRemovedWithoutDeprecation = defineRule({
  id: 'api-path-removed-without-deprecation',
  level: 'breaking',
  direction: 'none',
  message: 'path {path} removed without prior deprecation',
  why: 'Every call to the path now fails (404), and it was never marked deprecated, so no user was warned.',
  kinds: ['operation-removed'],
  matches: (c) =>
    is(c, 'operation-removed') && c.facts?.pathRemoved === true && c.facts?.deprecated !== true,
});
