import { defineRule } from './define.js';

export const generatedNameChanged = defineRule({
  id: 'generated-name-changed',
  level: 'breaking',
  direction: 'none',
  message: 'generated type {old} is now named {new}',
  why: 'The wire contract is the same, but every `import type` of the old name stops compiling (or, when another type took the name, silently means that type). Names are stable by ADR 0003; this is a true collision: a new schema holds the very name.',
  kind: 'generated-name-changed',
});
