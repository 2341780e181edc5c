import { defineRule } from './define.js';

export const requestParameterPropertyTypeChanged = defineRule({
  id: 'request-parameter-property-type-changed',
  level: 'breaking',
  direction: 'request',
  message: 'type of {location}, a property of an object parameter, changed from {old} to {new}',
  why: 'Values of the old type are rejected or misread by the installation, and code building the parameter stops compiling after regeneration. oasdiff says WARN: it cannot tell how the object is serialised.',
  kind: 'type-changed',
  site: 'parameter',
  when: (c) => c.location.split('.').length > 2,
  overrides: ['request-parameter-type-changed'],
});
