import { defineRule } from './define.js';

export const responsePropertyBecameOptional = defineRule({
  id: 'response-property-became-optional',
  level: 'breaking',
  direction: 'response',
  message: 'response property {location} became optional',
  why: 'Clients that rely on it being present can now get undefined.',
  kind: 'required-changed',
  site: 'response',
  when: (c) => !c.new,
});
