import { defineRule } from './define.js';

export const responsePropertyEnumValueRemoved = defineRule({
  id: 'response-property-enum-value-removed',
  level: 'breaking',
  direction: 'response',
  message: 'response property {location} is no longer {subject}',
  why: 'Code comparing the value with the removed member (`if (state === "gone")`, `case "gone":`) stops compiling after regeneration: TypeScript rejects a comparison with a value outside the union. Old clients keep working at run time. oasdiff says INFO.',
  kind: 'enum-value-removed',
  site: 'response',
});
