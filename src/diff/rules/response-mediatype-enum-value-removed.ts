import { atRoot, defineRule } from './define.js';

export const responseMediatypeEnumValueRemoved = defineRule({
  id: 'response-mediatype-enum-value-removed',
  level: 'breaking',
  direction: 'response',
  message: 'the response body can no longer be {subject}',
  why: 'Code comparing the result with the removed value stops compiling after regeneration; old clients keep working at run time. oasdiff says INFO.',
  kind: 'enum-value-removed',
  site: 'response',
  when: atRoot,
  overrides: ['response-property-enum-value-removed'],
});
