import { defineRule } from './define.js';

export const responsePropertyBecameNotNullable = defineRule({
  id: 'response-property-became-not-nullable',
  level: 'info',
  direction: 'response',
  message: 'response property {location} is no longer null',
  why: 'The response contract got narrower: clients get more guarantees.',
  kind: 'nullable-changed',
  site: 'response',
  when: (c) => !c.new,
});
