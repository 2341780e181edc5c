import { defineRule } from './define.js';

export const requestPropertyRemoved = defineRule({
  id: 'request-property-removed',
  level: 'breaking',
  direction: 'request',
  message: 'request property {location} removed',
  why: 'Code setting the field on the regenerated request type stops compiling (object literals are checked for unknown keys), and the installation ignores or rejects what old clients still send. oasdiff says WARN.',
  kind: 'property-removed',
  site: 'request-body',
});
