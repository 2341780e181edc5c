import { defineRule } from './define.js';

export const responseRequiredPropertyRemoved = defineRule({
  id: 'response-required-property-removed',
  level: 'breaking',
  direction: 'response',
  message: 'required response property {location} removed',
  why: 'Code that reads the property gets undefined at run time, and stops compiling after regeneration (the type no longer has it).',
  kind: 'property-removed',
  site: 'response',
  when: (c) => c.facts.required,
});
