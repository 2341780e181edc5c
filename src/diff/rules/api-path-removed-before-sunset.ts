import { defineRule, sunsetPassed } from './define.js';

export const apiPathRemovedBeforeSunset = defineRule({
  id: 'api-path-removed-before-sunset',
  level: 'breaking',
  direction: 'none',
  message: 'path {path} removed before its sunset (deprecated, but no x-sunset date had passed)',
  why: 'Every call to the path now fails (404). It was deprecated, but no removal date (x-sunset) was announced or the date has not come: callers still on it had no deadline to move by.',
  kind: 'operation-removed',
  when: (c) => c.facts.pathRemoved && c.facts.deprecated && !sunsetPassed(c),
});
