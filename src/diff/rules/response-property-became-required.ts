import { defineRule } from './define.js';

export const responsePropertyBecameRequired = defineRule({
  id: 'response-property-became-required',
  level: 'info',
  direction: 'response',
  message: 'response property {location} became required',
  why: 'The response contract got narrower: clients get more guarantees.',
  kind: 'required-changed',
  site: 'response',
  when: (c) => c.new,
});
