import { defineRule } from './define.js';

export const responsePropertyEnumValueAdded = defineRule({
  id: 'response-property-enum-value-added',
  level: 'breaking',
  direction: 'response',
  message: 'response property {location} can now be {subject}',
  why: 'The old generated validators reject the new value, and exhaustive switches over the regenerated union stop compiling. oasdiff says WARN.',
  kind: 'enum-value-added',
  site: 'response',
});
