import { defineRule, variants } from './define.js';

export const requestPropertyAllOfAdded = defineRule({
  id: 'request-property-all-of-added',
  level: 'breaking',
  direction: 'request',
  message: 'a schema was added to the allOf at request {location} ({old} → {new} members)',
  why: 'Every member must match: the added one may refuse values the old client sends.',
  kind: 'schema-changed',
  when: variants('request', 'allOf', 'added'),
});
