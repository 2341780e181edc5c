import { defineRule } from './define.js';

export const requestParameterBecameOptional = defineRule({
  id: 'request-parameter-became-optional',
  level: 'info',
  direction: 'request',
  message: 'parameter {location} became optional',
  why: 'Requests that send it stay valid.',
  kind: 'required-changed',
  site: 'parameter',
  when: (c) => !c.new,
});
