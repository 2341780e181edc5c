import { defineRule, sunsetPassed } from './define.js';

export const apiRemovedWithDeprecation = defineRule({
  id: 'api-removed-with-deprecation',
  level: 'warning',
  direction: 'none',
  message: 'operation removed after its announced sunset',
  why: 'Calls to the operation now fail, but the old document deprecated it and announced the date (x-sunset) that has passed: a planned removal callers were told about. A warning, not breaking, so a gate can let it through.',
  kind: 'operation-removed',
  when: (c) => !c.facts.pathRemoved && c.facts.deprecated && sunsetPassed(c),
});
