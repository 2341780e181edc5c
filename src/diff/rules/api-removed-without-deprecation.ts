import { defineRule, is } from './define.js';

export const apiRemovedWithoutDeprecation = defineRule({
  id: 'api-removed-without-deprecation',
  level: 'breaking',
  direction: 'none',
  message: 'operation removed without prior deprecation',
  why: 'Calls to this method on the path now fail (405 or 404), and it was never marked deprecated.',
  kinds: ['operation-removed'],
  matches: (c) =>
    is(c, 'operation-removed') && c.facts?.pathRemoved !== true && c.facts?.deprecated !== true,
});
