import { defineRule, variants } from './define.js';

export const requestPropertyOneOfRemoved = defineRule({
  id: 'request-property-one-of-removed',
  level: 'breaking',
  direction: 'request',
  message: 'a variant of the oneOf at request {location} was removed ({old} → {new} variants)',
  why: 'A value the old client sends may match only the removed variant: the installation refuses it.',
  kind: 'schema-changed',
  when: variants('request', 'oneOf', 'removed'),
});
