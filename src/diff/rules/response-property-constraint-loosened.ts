import { defineRule } from './define.js';

export const responsePropertyConstraintLoosened = defineRule({
  id: 'response-property-constraint-loosened',
  level: 'breaking',
  direction: 'response',
  message: 'response property {location}: {subject} loosened from {old} to {new}',
  why: 'Validators generated from the old document reject values the installation may now send (a longer string, a larger number, a shorter list): the old client fails at run time with validation on. oasdiff rates each of these ERR (response-property-max-length-increased …).',
  kind: 'constraint-changed',
  site: 'response',
  when: (c) => !c.tightened,
});
