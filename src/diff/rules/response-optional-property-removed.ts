import { defineRule } from './define.js';

export const responseOptionalPropertyRemoved = defineRule({
  id: 'response-optional-property-removed',
  level: 'breaking',
  direction: 'response',
  message: 'optional response property {location} removed',
  why: 'Code that reads it stops compiling after regeneration (the type no longer has it), and values that used to be there are gone. oasdiff says WARN: without generated code, a reader of an optional field already handles its absence.',
  kind: 'property-removed',
  site: 'response',
  when: (c) => !c.facts.required,
});
