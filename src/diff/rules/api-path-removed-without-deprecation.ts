import { defineRule } from './define.js';

export const apiPathRemovedWithoutDeprecation = defineRule({
  id: 'api-path-removed-without-deprecation',
  level: 'breaking',
  direction: 'none',
  message: 'path {path} removed without prior deprecation',
  why: 'Every call to the path now fails (404), and it was never marked deprecated, so no user was warned.',
  kind: 'operation-removed',
  when: (c) => c.facts.pathRemoved && !c.facts.deprecated,
});
