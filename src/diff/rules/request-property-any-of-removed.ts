import { defineRule, variants } from './define.js';

export const requestPropertyAnyOfRemoved = defineRule({
  id: 'request-property-any-of-removed',
  level: 'breaking',
  direction: 'request',
  message: 'a variant of the anyOf at request {location} was removed ({old} → {new} variants)',
  why: 'A value the old client sends may match only the removed variant: the installation refuses it.',
  kind: 'schema-changed',
  when: variants('request', 'anyOf', 'removed'),
});
