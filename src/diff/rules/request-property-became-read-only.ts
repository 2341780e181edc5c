import { defineRule } from './define.js';

export const requestPropertyBecameReadOnly = defineRule({
  id: 'request-property-became-read-only',
  level: 'breaking',
  direction: 'request',
  message: 'request property {location} became read-only',
  why: 'The installation now sets the field itself and ignores or rejects the value callers send, and code setting it on the regenerated request type stops compiling.',
  kind: 'property-removed',
  site: 'request-body',
  when: (c) => c.facts.flipped === 'readOnly',
  overrides: ['request-property-removed'],
});
