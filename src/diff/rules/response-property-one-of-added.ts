import { defineRule, variants } from './define.js';

export const responsePropertyOneOfAdded = defineRule({
  id: 'response-property-one-of-added',
  level: 'breaking',
  direction: 'response',
  message: 'a variant was added to the oneOf at response {location} ({old} → {new} variants)',
  why: 'The installation may answer with the new variant, which the old generated types and validators do not know.',
  kind: 'schema-changed',
  when: variants('response', 'oneOf', 'added'),
});
