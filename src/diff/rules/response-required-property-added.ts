import { defineRule } from './define.js';

export const responseRequiredPropertyAdded = defineRule({
  id: 'response-required-property-added',
  level: 'info',
  direction: 'response',
  message: 'required response property {location} added',
  why: 'Clients ignore fields they do not know; regenerate to read it.',
  kind: 'property-added',
  site: 'response',
  when: (c) => c.facts.required,
});
