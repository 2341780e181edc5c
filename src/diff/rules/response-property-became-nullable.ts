import { defineRule } from './define.js';

export const responsePropertyBecameNullable = defineRule({
  id: 'response-property-became-nullable',
  level: 'breaking',
  direction: 'response',
  message: 'response property {location} can now be null',
  why: 'Clients that use the value without a null check fail on null.',
  kind: 'nullable-changed',
  site: 'response',
  when: (c) => c.new,
});
