import { defineRule } from './define.js';

export const requestParameterRemoved = defineRule({
  id: 'request-parameter-removed',
  level: 'breaking',
  direction: 'request',
  message: 'parameter {location} removed',
  why: 'Code passing the parameter to the regenerated client stops compiling (the argument type no longer has it), and the installation ignores or rejects what old clients still send. oasdiff says WARN: it has no generated code to break.',
  kind: 'parameter-removed',
  site: 'parameter',
  when: (c) => !c.facts.fieldMask,
});
