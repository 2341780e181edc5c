import { defineRule } from './define.js';

export const responseOptionalPropertyAdded = defineRule({
  id: 'response-optional-property-added',
  level: 'info',
  direction: 'response',
  message: 'optional response property {location} added',
  why: 'Clients ignore fields they do not know; regenerate to read it.',
  kind: 'property-added',
  site: 'response',
  when: (c) => !c.facts.required,
});
