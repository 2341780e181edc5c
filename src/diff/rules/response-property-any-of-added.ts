import { defineRule, variants } from './define.js';

export const responsePropertyAnyOfAdded = defineRule({
  id: 'response-property-any-of-added',
  level: 'breaking',
  direction: 'response',
  message: 'a variant was added to the anyOf at response {location} ({old} → {new} variants)',
  why: 'The installation may answer with the new variant, which the old generated validators reject (oasdiff says INFO: it has no generated validators).',
  kind: 'schema-changed',
  when: variants('response', 'anyOf', 'added'),
});
