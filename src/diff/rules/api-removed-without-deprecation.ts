import { defineRule } from './define.js';

export const apiRemovedWithoutDeprecation = defineRule({
  id: 'api-removed-without-deprecation',
  level: 'breaking',
  direction: 'none',
  message: 'operation removed without prior deprecation',
  why: 'Calls to this method on the path now fail (405 or 404), and it was never marked deprecated.',
  kind: 'operation-removed',
  when: (c) => !c.facts.pathRemoved && !c.facts.deprecated,
});
